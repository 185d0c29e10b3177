import { CREDENTIALS, type DomainEvent, USERS } from '@portal/contracts';
import { project } from '../../testing.js';
import { registrationEvents } from '../fixtures.js';
import { usersProjector } from './index.js';

describe('users and credentials projector', () => {
  it('keeps login credentials under the lower-case username and follows password changes', async () => {
    const view = await project(
      [usersProjector],
      [
        ...registrationEvents(),
        { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', changedBy: 'self' } },
      ],
    );
    expect(await view.get(CREDENTIALS, 'user1')).toEqual({
      userId: 'u1',
      username: 'user1',
      fullName: 'Ana Ruiz',
      email: 'user1@example.mx',
      role: 'client',
      isActive: true,
      passwordHash: 'h2',
    });
    expect(await view.get(USERS, 'u1')).toEqual({
      id: 'u1',
      fullName: 'Ana Ruiz',
      username: 'user1',
      email: 'user1@example.mx',
      role: 'client',
      isActive: true,
      createdAt: '2026-11-10T10:00:00.000Z',
      // The user stream's revision after the password change: what an admin's edit sends as If-Match.
      revision: 1,
    });
  });

  it("follows an administrator's changes: name, role, active flag, in the list and in the credentials", async () => {
    const view = await project(
      [usersProjector],
      [
        ...registrationEvents(),
        {
          type: 'UserNameChanged',
          data: { userId: 'u1', fullName: 'Ana Ruiz Díaz', firstName: 'Ana', lastName: 'Ruiz Díaz' },
        },
        { type: 'UserDeactivated', data: { userId: 'u1' } },
      ],
    );
    expect(await view.get(USERS, 'u1')).toMatchObject({
      fullName: 'Ana Ruiz Díaz',
      isActive: false,
      revision: 2,
    });
    expect(await view.get(CREDENTIALS, 'user1')).toMatchObject({
      fullName: 'Ana Ruiz Díaz',
      isActive: false,
    });
    const again = await project(
      [usersProjector],
      [
        ...registrationEvents(),
        { type: 'UserDeactivated', data: { userId: 'u1' } },
        { type: 'UserReactivated', data: { userId: 'u1' } },
      ],
    );
    expect(await again.get(CREDENTIALS, 'user1')).toMatchObject({ isActive: true });
  });

  it('moves the credentials to a new username (the old one no longer signs in) and follows a new e-mail', async () => {
    const view = await project(
      [usersProjector],
      [
        ...registrationEvents(),
        { type: 'UsernameChanged', data: { userId: 'u1', username: 'ana.ruiz', previousUsername: 'user1' } },
        {
          type: 'UserEmailChanged',
          data: { userId: 'u1', email: 'ana@correo.mx', previousEmail: 'user1@example.mx' },
        },
      ],
    );
    expect(await view.get(CREDENTIALS, 'user1')).toBeUndefined();
    expect(await view.get(CREDENTIALS, 'ana.ruiz')).toMatchObject({
      userId: 'u1',
      username: 'ana.ruiz',
      email: 'ana@correo.mx',
      passwordHash: 'h',
    });
    expect(await view.get(USERS, 'u1')).toMatchObject({
      username: 'ana.ruiz',
      email: 'ana@correo.mx',
      revision: 2,
    });
  });

  it('gives an erased person (their data read as Datos eliminados) no credentials, and leaves the others theirs', async () => {
    const erased = (n: number): DomainEvent[] =>
      registrationEvents(n).map((event) =>
        event.type === 'UserRegistered'
          ? {
              ...event,
              data: {
                ...event.data,
                username: 'Datos eliminados',
                email: 'Datos eliminados',
                firstName: 'Datos eliminados',
                lastName: 'Datos eliminados',
                fullName: 'Datos eliminados',
                passwordHash: 'Datos eliminados',
              },
            }
          : event,
      );
    const view = await project(
      [usersProjector],
      [
        ...erased(1),
        ...erased(2),
        ...registrationEvents(3),
        {
          type: 'PasswordChanged',
          data: { userId: 'u1', passwordHash: 'Datos eliminados', changedBy: 'self' },
        },
        { type: 'UserDeactivated', data: { userId: 'u2' } },
      ],
    );
    expect(await view.get(CREDENTIALS, 'datos eliminados')).toBeUndefined();
    expect(await view.get(CREDENTIALS, 'user3')).toMatchObject({ userId: 'u3', passwordHash: 'h' });
    expect(await view.get(USERS, 'u1')).toMatchObject({
      fullName: 'Datos eliminados',
      username: 'Datos eliminados',
      email: 'Datos eliminados',
      isActive: true,
    });
    expect(await view.get(USERS, 'u2')).toMatchObject({ fullName: 'Datos eliminados', isActive: false });
  });
});
