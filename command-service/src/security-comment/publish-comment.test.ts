import { useEventStore } from '../testing-cases.js';
import { publishSecurityComment } from './publish-comment.js';
import { notice } from './test-fixtures.js';

/** Publishing a security comment through its handler, on a real (SQLite) event store. */
const t = useEventStore('security-comment-publish-');
const admin = {
  actor: { userId: 'admin-1', role: 'admin' as const },
  correlationId: 'corr-1',
  now: new Date('2026-11-21T12:00:00Z'),
};
const typesOf = async (id: string) => (await t.store.readStream(`securityComment-${id}`)).map((e) => e.type);

describe('publishing a security comment', () => {
  it("publishes with the session's user as the author, never the body's", async () => {
    const { commentId } = await publishSecurityComment(t.deps, admin, {
      ...notice,
      authorId: 'otra-persona',
    });
    const [event] = await t.store.readStream(`securityComment-${commentId}`);
    expect(event?.data).toEqual({ commentId, authorId: 'admin-1', ...notice });
  });

  it('publishes one notice for a retried request with the same Idempotency-Key', async () => {
    const keyed = { ...admin, idempotencyKey: 'clave-aviso-0001' };
    const first = await publishSecurityComment(t.deps, keyed, notice);
    const retry = await publishSecurityComment(t.deps, keyed, notice);
    expect(retry.commentId).toBe(first.commentId);
    expect(await typesOf(first.commentId)).toEqual(['SecurityCommentPublished']);
  });
});
