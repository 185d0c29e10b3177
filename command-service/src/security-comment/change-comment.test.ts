import { useEventStore } from '../testing-cases.js';
import { deleteSecurityComment, reviseSecurityComment } from './change-comment.js';
import { publishSecurityComment } from './publish-comment.js';
import { notice } from './test-fixtures.js';

/** Security comments through their handlers, on a real (SQLite) event store. */
const t = useEventStore('security-comment-');
const admin = {
  actor: { userId: 'admin-1', role: 'admin' as const },
  correlationId: 'corr-1',
  now: new Date('2026-11-21T12:00:00Z'),
};
const typesOf = async (id: string) => (await t.store.readStream(`securityComment-${id}`)).map((e) => e.type);

describe('revising and deleting a security comment', () => {
  it('revises with the revision read; a stale one is refused with its message and changes nothing', async () => {
    const { commentId } = await publishSecurityComment(t.deps, admin, notice);
    const revised = await reviseSecurityComment(t.deps, admin, {
      commentId,
      notice: { ...notice, title: 'Cuide su contraseña' },
      expectedRevision: 0,
    });
    expect(revised.revision).toBe(1);
    await expect(
      reviseSecurityComment(t.deps, admin, {
        commentId,
        notice: { ...notice, title: 'Título perdido' },
        expectedRevision: 0,
      }),
    ).rejects.toMatchObject({
      kind: 'conflict',
      code: 'stale_revision',
      message:
        'Otra persona modificó o eliminó este comentario después de que usted lo abrió. Recargue para ver la versión actual; su cambio no se guardó.',
    });
    const unchanged = await reviseSecurityComment(t.deps, admin, {
      commentId,
      notice: { ...notice, title: 'Cuide su contraseña' },
      expectedRevision: 1,
    });
    expect(unchanged.revision).toBe(1);
    expect(await typesOf(commentId)).toEqual(['SecurityCommentPublished', 'SecurityCommentRevised']);
  });

  it('deletes with the revision read; a deleted or unknown notice is not found, whatever the revision', async () => {
    const { commentId } = await publishSecurityComment(t.deps, admin, notice);
    await deleteSecurityComment(t.deps, admin, { commentId, expectedRevision: 0 });
    const notFound = {
      kind: 'not_found',
      message: 'El comentario de seguridad no existe o fue eliminado.',
    };
    await expect(
      deleteSecurityComment(t.deps, admin, { commentId, expectedRevision: 1 }),
    ).rejects.toMatchObject(notFound);
    await expect(
      reviseSecurityComment(t.deps, admin, { commentId, notice, expectedRevision: 0 }),
    ).rejects.toMatchObject(notFound);
    await expect(
      deleteSecurityComment(t.deps, admin, { commentId: 'no-existe', expectedRevision: 0 }),
    ).rejects.toMatchObject(notFound);
    expect(await typesOf(commentId)).toEqual(['SecurityCommentPublished', 'SecurityCommentDeleted']);
  });
});
