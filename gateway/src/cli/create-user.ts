import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { createStaffUser } from '@portal/command-service';
import { DomainError, fieldErrorsOf, roleLabels, staffUserCreationSchema } from '@portal/contracts';
import { loadConfig, openStores } from '@portal/platform';

/**
 * npm run create-user -- --role superadmin [--username x] [--email y] [--name "..."]
 *
 * Creates an administrator, a superadministrator or a compliance account on the configured stores (DATA_DIR,
 * EVENTSTORE_URL, MONGODB_URL…) through the same command as the screens (createStaffUser), so that a firm outside
 * demo mode can create its first account. The password is asked on a terminal (not shown) or read from standard
 * input (its first line). The account enrols its second factor at its first sign-in. Exit 0 created, 1 refused,
 * 2 wrong usage.
 */
const usage = `Uso: npm run create-user -- --role <superadmin|admin|compliance> [--username <usuario>] [--email <correo>] [--name "<nombre completo>"]
La contraseña se pide en la terminal (sin mostrarse) o se lee de la entrada estándar (su primera línea).`;

const roles = ['superadmin', 'admin', 'compliance'] as const;
type StaffRole = (typeof roles)[number];

function fail(message: string, code: 1 | 2): never {
  console.error(message);
  process.exit(code);
}

function parseArgs(argv: string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] as string;
    if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    }
    const name = /^--(role|username|email|name)$/.exec(flag)?.[1];
    const value = argv[i + 1];
    if (!name) fail(`Opción desconocida: ${flag}\n${usage}`, 2);
    if (value === undefined || value.startsWith('--')) fail(`Falta el valor de ${flag}.\n${usage}`, 2);
    options[name] = value;
    i++;
  }
  return options;
}

/** A line typed on the terminal without echo (the password): Enter ends it, Ctrl-C or Ctrl-D cancels. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(question);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (then: () => void) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      then();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(() => resolve(value));
        if (char === '\u0003' || (char === '\u0004' && value === ''))
          return finish(() => reject(new Error('cancelada')));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}

async function askVisible(question: string): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await lines.question(question)).trim();
  } finally {
    lines.close();
  }
}

/** Standard input's first line (a password piped in, or sent by a program). */
async function firstLineOfStdin(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? '';
}

const options = parseArgs(process.argv.slice(2));
const role = roles.find((r) => r === options.role);
if (!role) fail(`Indique el rol con --role: ${roles.join(', ')}.\n${usage}`, 2);
const staffRole: StaffRole = role;
const tty = process.stdin.isTTY === true;
const username = options.username ?? staffRole;
const fullName = options.name ?? roleLabels[staffRole].name;
let email = options.email;
let password: string;
try {
  if (email === undefined) {
    if (!tty) fail(`Indique el correo de la cuenta con --email.\n${usage}`, 2);
    email = await askVisible(`Correo electrónico de ${username}: `);
  }
  if (tty) {
    password = await askHidden(`Contraseña de ${username}: `);
    if ((await askHidden('Repita la contraseña: ')) !== password)
      fail('Las contraseñas no coinciden. No se creó ninguna cuenta.', 1);
  } else password = await firstLineOfStdin();
} catch {
  fail('Cancelado. No se creó ninguna cuenta.', 1);
}

const input = staffUserCreationSchema.safeParse({ username, email, fullName, password, role: staffRole });
if (!input.success) {
  const problems = Object.entries(fieldErrorsOf(input.error)).map(
    ([field, message]) => `  ${field}: ${message}`,
  );
  fail(['No se creó la cuenta: revise estos datos.', ...problems].join('\n'), 1);
}

const config = loadConfig();
const stores = await openStores(config);
try {
  const { userId } = await createStaffUser(
    {
      events: stores.events,
      scryptLog2N: config.scryptLog2N,
      portalSecret: config.portalSecret,
      reservationAbandonMs: config.reservationAbandonMs,
    },
    {
      actorId: null,
      actorRole: 'system',
      correlationId: `create-user:${randomUUID()}`,
      now: new Date(),
    },
    input.data,
  );
  console.log(
    `Cuenta creada: ${input.data.username} (${roleLabels[staffRole].name}), ${input.data.email}, id ${userId}.`,
  );
  console.log(
    'En su primer inicio de sesión registrará su verificación en dos pasos (una aplicación de autenticación).',
  );
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  const details = Object.values(error.fieldErrors ?? {}).filter((m) => m !== error.message);
  console.error(['No se creó la cuenta.', error.message, ...details].join('\n'));
  process.exitCode = 1;
} finally {
  await stores.close();
}
