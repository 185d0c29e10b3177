/**
 * `npm run create-user`: a firm outside demo mode creates its first account from the command line, on
 * the configured data folder, through the same command as the screens. The password comes from standard input
 * here (a terminal would be asked without echo); the account enrols its second factor at its first sign-in.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, login, tryLogin } from '../support/api-client.js';
import { eventCount } from '../support/event-log.js';
import { removeDir, repoRoot, startPortal, tempDataDir } from '../support/portal.js';
import { waitForProjectionState } from '../support/projections.js';

const dataDir = tempDataDir('portal-create-user-');
afterAll(() => removeDir(dataDir));

/** Runs the CLI with `args` and `stdin`, on the test's data folder; answers its exit code and output. */
function createUser(
  args: string[],
  stdin: string,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'gateway/src/cli/create-user.ts'), ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, DEMO_MODE: 'false', SCRYPT_LOG2N: '12' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out, err }));
    child.stdin.end(stdin);
  });
}

describe('npm run create-user', () => {
  it('is the root script that runs this command line', () => {
    const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    expect(scripts['create-user']).toBe('tsx gateway/src/cli/create-user.ts');
  });

  it('creates a superadmin from standard input, who enrols the second factor at the first sign-in', async () => {
    const made = await createUser(
      [
        '--role',
        'superadmin',
        '--username',
        'directora',
        '--email',
        'directora@despacho.mx',
        '--name',
        'Laura Ibáñez Soto',
      ],
      'Clave-Inicial-2026\n',
    );
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    expect(made.out).toMatch(
      /^Cuenta creada: directora \(Super Administrador\), directora@despacho\.mx, id [0-9a-f-]{36}\.\nEn su primer inicio de sesión registrará su verificación en dos pasos \(una aplicación de autenticación\)\.\n$/,
    );
    // A username already taken is refused in Spanish, and nothing more is written.
    const before = await eventCount(dataDir);
    const taken = await createUser(
      ['--role', 'admin', '--username', 'directora', '--email', 'otra@despacho.mx'],
      'Otra-Clave-2026\n',
    );
    expect(taken.code).toBe(1);
    expect(taken.err).toBe('No se creó la cuenta.\nEl nombre de usuario ya está registrado. Elija otro.\n');
    // A password too short: the schema's Spanish message, before anything is written.
    const short = await createUser(
      ['--role', 'admin', '--username', 'corto', '--email', 'corto@despacho.mx'],
      '123\n',
    );
    expect(short.code).toBe(1);
    expect(short.err).toBe(
      'No se creó la cuenta: revise estos datos.\n  password: Contraseña debe tener al menos 6 caracteres\n',
    );
    const usage = await createUser(['--role', 'agent', '--email', 'a@despacho.mx'], 'Clave-2026\n');
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('Indique el rol con --role: superadmin, admin, compliance.');
    const noEmail = await createUser(['--role', 'admin'], 'Clave-2026\n');
    expect(noEmail.code).toBe(2);
    expect(noEmail.err).toContain('Indique el correo de la cuenta con --email.');
    expect(await eventCount(dataDir)).toBe(before);

    // The portal on that folder, outside demo mode: the account signs in, enrolling its factor first.
    const portal = await startPortal({ dataDir, demo: false, serveFrontend: false });
    try {
      // The folder's read models are built at the portal's first start, beside its answering: the account signs
      // in once the users' read model is live (a 401 until then, as for any unknown account).
      await waitForProjectionState(dataDir, ['users'], 'live');
      const first = await tryLogin(portal.baseUrl, 'directora', 'Clave-Inicial-2026');
      expect(first.status).toBe(200);
      expect(first.json).toEqual({ secondFactor: 'enrol' });
      // The helper enrols it (start, then confirm with the secret's code) and signs it in.
      const { cookie, user } = await login(portal.baseUrl, 'directora', 'Clave-Inicial-2026');
      expect(user).toMatchObject({
        username: 'directora',
        email: 'directora@despacho.mx',
        fullName: 'Laura Ibáñez Soto',
        role: 'superadmin',
      });
      const users = await call<{ username: string; role: string }[]>(
        portal.baseUrl,
        'GET',
        '/api/admin/users',
        {
          cookie,
        },
      );
      expect(users.status).toBe(200);
      expect(users.json.map((u) => [u.username, u.role])).toEqual([['directora', 'superadmin']]);
    } finally {
      await portal.stop();
    }
  }, 120_000);
});
