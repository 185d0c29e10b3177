import { type DomainEvent, SECURITY_COMMENTS } from '@portal/contracts';
import { project } from '../../testing.js';
import { registrationEvents, staffRegistered } from '../fixtures.js';
import { securityCommentsProjector } from './index.js';

const notice = {
  title: 'Nunca pedimos su contraseña',
  content: 'Ningún empleado le pedirá su contraseña por teléfono.',
  category: 'security',
  priority: 'high',
  isActive: true,
  isPublic: true,
} as const;

const published = (commentId: string, authorId = 'adm'): DomainEvent => ({
  type: 'SecurityCommentPublished',
  data: { commentId, authorId, ...notice },
});

describe('security comments projector', () => {
  it("keeps each published comment with its author's name, its dates and its stream revision", async () => {
    const view = await project(
      [securityCommentsProjector],
      [
        staffRegistered('adm', 'Carlos Mendoza Ruiz'),
        ...registrationEvents(),
        published('s1'),
        {
          type: 'SecurityCommentRevised',
          data: { commentId: 's1', ...notice, title: 'Nunca le pediremos su contraseña', priority: 'medium' },
        },
        published('s2'),
      ],
    );
    expect(await view.get(SECURITY_COMMENTS, 's1')).toEqual({
      id: 's1',
      title: 'Nunca le pediremos su contraseña',
      content: 'Ningún empleado le pedirá su contraseña por teléfono.',
      category: 'security',
      priority: 'medium',
      isActive: true,
      isPublic: true,
      authorId: 'adm',
      authorName: 'Carlos Mendoza Ruiz',
      createdAt: '2026-11-15T10:00:00.000Z',
      updatedAt: '2026-11-16T10:00:00.000Z',
      revision: 1,
    });
    expect(await view.get(SECURITY_COMMENTS, 's2')).toEqual({
      id: 's2',
      ...notice,
      authorId: 'adm',
      authorName: 'Carlos Mendoza Ruiz',
      createdAt: '2026-11-17T10:00:00.000Z',
      updatedAt: '2026-11-17T10:00:00.000Z',
      revision: 0,
    });
  });

  it('removes a deleted comment', async () => {
    const view = await project(
      [securityCommentsProjector],
      [
        staffRegistered('adm', 'Carlos Mendoza Ruiz'),
        published('s1'),
        published('s2'),
        { type: 'SecurityCommentDeleted', data: { commentId: 's1' } },
      ],
    );
    expect(await view.get(SECURITY_COMMENTS, 's1')).toBeUndefined();
    expect(await view.get(SECURITY_COMMENTS, 's2')).toMatchObject({ id: 's2', revision: 0 });
  });
});
