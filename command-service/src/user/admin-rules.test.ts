import type { UserEvent } from '@portal/contracts';
import { deciderSpec } from '../testing.js';
import { userDecider } from './decider.js';

const spec = deciderSpec(userDecider);

const registered = (userId: string, role: 'superadmin' | 'admin' | 'agent' | 'client', fullName: string) =>
  ({
    type: 'UserRegistered',
    data: {
      userId,
      username: userId,
      email: `${userId}@despacho.mx`,
      firstName: fullName.split(' ')[0] ?? fullName,
      lastName: fullName.split(' ').slice(1).join(' '),
      fullName,
      role,
      passwordHash: 'hash',
    },
  }) as const satisfies UserEvent;

const superadmin = { userId: 'root', role: 'superadmin' } as const;
const admin = { userId: 'adm', role: 'admin' } as const;
const update = (
  actor: { userId: string; role: 'superadmin' | 'admin' },
  changes: {
    isActive?: boolean;
    fullName?: string;
    username?: string;
    email?: string;
    role?: 'admin' | 'superadmin' | 'agent' | 'client';
  },
  activeSuperadmins = 2,
) => ({ type: 'AdminUpdateUser', actor, changes, activeSuperadmins }) as const;

describe('the administration of users', () => {
  it('deactivates, reactivates and renames a client, each change once', () => {
    const client = registered('c1', 'client', 'Ana Ruiz');
    spec
      .given([client])
      .when(update(admin, { isActive: false, fullName: 'Ana Ruiz Díaz' }))
      .then([
        {
          type: 'UserNameChanged',
          data: { userId: 'c1', fullName: 'Ana Ruiz Díaz', firstName: 'Ana', lastName: 'Ruiz Díaz' },
        },
        { type: 'UserDeactivated', data: { userId: 'c1' } },
      ]);
    const deactivated: UserEvent = { type: 'UserDeactivated', data: { userId: 'c1' } };
    spec
      .given([client, deactivated])
      .when(update(admin, { isActive: false }))
      .then([]);
    spec
      .given([client, deactivated])
      .when(update(admin, { isActive: true }))
      .then([{ type: 'UserReactivated', data: { userId: 'c1' } }]);
  });

  it('gives a client a new username and e-mail, naming the ones they replace; the same values change nothing', () => {
    const client = registered('c1', 'client', 'Ana Ruiz');
    spec
      .given([client])
      .when(update(admin, { username: 'ana.ruiz', email: 'ana.ruiz@correo.mx' }))
      .then([
        { type: 'UsernameChanged', data: { userId: 'c1', username: 'ana.ruiz', previousUsername: 'c1' } },
        {
          type: 'UserEmailChanged',
          data: { userId: 'c1', email: 'ana.ruiz@correo.mx', previousEmail: 'c1@despacho.mx' },
        },
      ]);
    spec
      .given([
        client,
        { type: 'UsernameChanged', data: { userId: 'c1', username: 'ana.ruiz', previousUsername: 'c1' } },
      ])
      .when(update(admin, { username: 'ana.ruiz', email: 'c1@despacho.mx' }))
      .then([]);
  });

  it("lets only a superadministrator change an administrator's username or e-mail", () => {
    const other = registered('adm2', 'admin', 'Luis Gómez');
    spec
      .given([other])
      .when(update(admin, { email: 'luis@despacho.mx' }))
      .thenThrows('forbidden');
    spec
      .given([other])
      .when(update(superadmin, { username: 'luis.gomez' }))
      .then([
        {
          type: 'UsernameChanged',
          data: { userId: 'adm2', username: 'luis.gomez', previousUsername: 'adm2' },
        },
      ]);
  });

  it('lets nobody deactivate or demote themselves', () => {
    spec
      .given([registered('adm', 'admin', 'Luis Mora')])
      .when(update(admin, { isActive: false }))
      .thenThrows('self_change');
    spec
      .given([registered('root', 'superadmin', 'Raúl Pérez')])
      .when(update(superadmin, { role: 'admin' }))
      .thenThrows('self_change');
  });

  it('keeps the last active superadministrator', () => {
    const other = registered('root2', 'superadmin', 'Rita Soto');
    spec
      .given([other])
      .when(update(superadmin, { isActive: false }, 1))
      .thenThrows('last_superadmin');
    spec
      .given([other])
      .when(update(superadmin, { role: 'admin' }, 1))
      .thenThrows('last_superadmin');
    spec
      .given([other])
      .when(update(superadmin, { role: 'admin' }, 2))
      .then([{ type: 'UserRoleChanged', data: { userId: 'root2', role: 'admin' } }]);
  });

  it('lets only a superadministrator change an administrator or give an administering role', () => {
    const colleague = registered('adm2', 'admin', 'Eva Luna');
    spec
      .given([colleague])
      .when(update(admin, { isActive: false }))
      .thenThrows('forbidden');
    spec
      .given([registered('root2', 'superadmin', 'Rita Soto')])
      .when(update(admin, { fullName: 'X Y' }))
      .thenThrows('forbidden');
    spec
      .given([colleague])
      .when(update(superadmin, { role: 'superadmin' }))
      .then([{ type: 'UserRoleChanged', data: { userId: 'adm2', role: 'superadmin' } }]);
    // An administrator renames themselves.
    spec
      .given([registered('adm', 'admin', 'Luis Mora')])
      .when(update(admin, { fullName: 'Luis Mora Gil' }))
      .then([
        {
          type: 'UserNameChanged',
          data: { userId: 'adm', fullName: 'Luis Mora Gil', firstName: 'Luis', lastName: 'Mora Gil' },
        },
      ]);
  });

  it('moves roles only between the administering ones', () => {
    spec
      .given([registered('c1', 'client', 'Ana Ruiz')])
      .when(update(superadmin, { role: 'admin' }))
      .thenThrows('role_not_assignable');
    spec
      .given([registered('ag', 'agent', 'Lic. Ana Torres')])
      .when(update(superadmin, { role: 'admin' }))
      .thenThrows('role_not_assignable');
    spec
      .given([registered('adm2', 'admin', 'Eva Luna')])
      .when(update(superadmin, { role: 'client' }))
      .thenThrows('role_not_assignable');
  });

  it("sets a password by an administrator, but an administrator's only by a superadministrator", () => {
    spec
      .given([registered('c1', 'client', 'Ana Ruiz')])
      .when({ type: 'AdminSetPassword', actor: admin, newPasswordHash: 'hash-2' })
      .then([
        { type: 'PasswordChanged', data: { userId: 'c1', passwordHash: 'hash-2', changedBy: 'admin' } },
      ]);
    spec
      .given([registered('root2', 'superadmin', 'Rita Soto')])
      .when({ type: 'AdminSetPassword', actor: admin, newPasswordHash: 'hash-2' })
      .thenThrows('forbidden');
    spec
      .given([])
      .when({ type: 'AdminSetPassword', actor: superadmin, newPasswordHash: 'hash-2' })
      .thenThrows('not_found');
  });

  it('refuses an administrator setting their own password (it takes the current one, in their profile)', () => {
    spec
      .given([registered('adm', 'admin', 'Eva Luna')])
      .when({ type: 'AdminSetPassword', actor: admin, newPasswordHash: 'hash-2' })
      .thenThrows('self_change');
    spec
      .given([registered('root', 'superadmin', 'Rita Soto')])
      .when({ type: 'AdminSetPassword', actor: superadmin, newPasswordHash: 'hash-2' })
      .thenThrows('self_change');
  });
});
