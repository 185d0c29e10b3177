import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SECURITY_COMMENTS, type SecurityCommentDoc } from '@portal/contracts';
import { SqliteDocumentStore } from '@portal/platform';
import { adminSecurityComments, securityComments } from './security-comments.js';

let dir: string;
let documents: SqliteDocumentStore;

function notice(
  id: string,
  priority: SecurityCommentDoc['priority'],
  createdAt: string,
  flags: { isActive?: boolean; isPublic?: boolean } = {},
): SecurityCommentDoc {
  return {
    id,
    title: `Aviso ${id}`,
    content: 'Lea este aviso con atención.',
    category: 'security',
    priority,
    isActive: flags.isActive ?? true,
    isPublic: flags.isPublic ?? true,
    authorId: 'adm',
    authorName: 'Carlos Mendoza Ruiz',
    createdAt,
    updatedAt: createdAt,
    revision: 0,
  };
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'query-security-'));
  documents = new SqliteDocumentStore(join(dir, 'docs.sqlite'));
  const docs = [
    notice('low-old', 'low', '2026-11-10T10:00:00.000Z'),
    notice('high-old', 'high', '2026-11-11T10:00:00.000Z'),
    notice('medium', 'medium', '2026-11-12T10:00:00.000Z'),
    notice('high-new', 'high', '2026-11-13T10:00:00.000Z'),
    notice('internal', 'high', '2026-11-14T10:00:00.000Z', { isPublic: false }),
    notice('inactive', 'medium', '2026-11-15T10:00:00.000Z', { isActive: false }),
    notice('low-new', 'low', '2026-11-16T10:00:00.000Z'),
  ];
  for (const doc of docs) await documents.put(SECURITY_COMMENTS, doc.id, doc);
});
afterEach(async () => {
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('security comments', () => {
  it('shows signed-in users the active public ones: high, medium then low priority, newest first in each', async () => {
    const shown = await securityComments(documents);
    expect(shown.map((c) => c.id)).toEqual(['high-new', 'high-old', 'medium', 'low-new', 'low-old']);
    expect(shown[0]).toEqual({
      id: 'high-new',
      title: 'Aviso high-new',
      content: 'Lea este aviso con atención.',
      category: 'security',
      priority: 'high',
      createdAt: '2026-11-13T10:00:00.000Z',
    });
  });

  it('lists every one for administration, newest first', async () => {
    expect((await adminSecurityComments(documents)).map((c) => c.id)).toEqual([
      'low-new',
      'inactive',
      'internal',
      'high-new',
      'medium',
      'high-old',
      'low-old',
    ]);
  });
});
