import type { SecurityCommentEvent } from '@portal/contracts';
import { deciderSpec } from '../testing.js';
import { securityCommentDecider } from './decider.js';
import { notice } from './test-fixtures.js';

const spec = deciderSpec(securityCommentDecider);

const published: SecurityCommentEvent = {
  type: 'SecurityCommentPublished',
  data: { commentId: 'sc1', authorId: 'admin-1', ...notice },
};
const deleted: SecurityCommentEvent = { type: 'SecurityCommentDeleted', data: { commentId: 'sc1' } };

describe('security comment decider', () => {
  it('publishes a notice by its author', () => {
    spec
      .given([])
      .when({ type: 'PublishSecurityComment', commentId: 'sc1', authorId: 'admin-1', notice })
      .then([published]);
  });

  it('publishes nothing when the notice (a retried request) is already there', () => {
    spec
      .given([published])
      .when({ type: 'PublishSecurityComment', commentId: 'sc1', authorId: 'admin-1', notice })
      .then([]);
  });

  it('revises a notice, and appends nothing when nothing changed', () => {
    spec
      .given([published])
      .when({ type: 'ReviseSecurityComment', notice: { ...notice, priority: 'medium', isActive: false } })
      .then([
        {
          type: 'SecurityCommentRevised',
          data: {
            commentId: 'sc1',
            title: 'Nunca pedimos su contraseña',
            content: 'Ningún empleado le pedirá su contraseña por teléfono.',
            category: 'security',
            priority: 'medium',
            isActive: false,
            isPublic: true,
          },
        },
      ]);
    spec.given([published]).when({ type: 'ReviseSecurityComment', notice }).then([]);
  });

  it('compares a revision with the latest one, not the first', () => {
    const revised: SecurityCommentEvent = {
      type: 'SecurityCommentRevised',
      data: { commentId: 'sc1', ...notice, title: 'Cuide su contraseña' },
    };
    spec
      .given([published, revised])
      .when({ type: 'ReviseSecurityComment', notice: { ...notice, title: 'Cuide su contraseña' } })
      .then([]);
    spec
      .given([published, revised])
      .when({ type: 'ReviseSecurityComment', notice })
      .then([{ type: 'SecurityCommentRevised', data: { commentId: 'sc1', ...notice } }]);
  });

  it('deletes a notice', () => {
    spec.given([published]).when({ type: 'DeleteSecurityComment' }).then([deleted]);
  });

  it('refuses to revise or delete a notice that does not exist or was deleted', () => {
    spec.given([]).when({ type: 'ReviseSecurityComment', notice }).thenThrows('not_found');
    spec.given([]).when({ type: 'DeleteSecurityComment' }).thenThrows('not_found');
    spec.given([published, deleted]).when({ type: 'ReviseSecurityComment', notice }).thenThrows('not_found');
    spec.given([published, deleted]).when({ type: 'DeleteSecurityComment' }).thenThrows('not_found');
  });
});
