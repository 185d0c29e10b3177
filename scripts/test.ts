import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bin, has, root, run } from './run.js';

/**
 * npm test: everything, on a fresh machine. Installs Chromium and redis-server (the BullMQ queue's tests start
 * a private one) from Debian's packages when missing (as root), type-checks, lints, builds the React app,
 * then runs every Jest project (unit, adapter contracts, API, browser). The last line is `N passed, N failed`.
 */
async function step(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv) {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, env);
  if (code !== 0) {
    console.log(`\n${name} failed (exit ${code})\n0 passed, 1 failed`);
    process.exit(code);
  }
}

if (!existsSync('/usr/bin/chromium')) {
  if (process.getuid?.() === 0 && has('apt-get')) {
    await step('Installing Chromium (Debian packages)', 'sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null',
    ]);
  } else {
    console.log(
      'Chromium is missing and cannot be installed here (needs root and apt-get): browser tests will say so.',
    );
  }
}

if (!existsSync('/usr/bin/redis-server')) {
  if (process.getuid?.() === 0 && has('apt-get')) {
    await step('Installing redis-server (Debian package)', 'sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >/dev/null',
    ]);
  } else {
    console.log(
      'redis-server is missing and cannot be installed here (needs root and apt-get): the BullMQ queue tests will say so.',
    );
  }
}

await step('Type check (tsc -b)', bin('tsc'), ['-b']);
await step('Lint and format (biome check)', bin('biome'), ['check', '.']);
await step('Lint: project rules (scripts/lint.ts)', bin('tsx'), ['scripts/lint.ts']);
await step('Build the React app (vite build)', bin('vite'), ['build', 'frontend', '--logLevel', 'warn']);
// Jest's own summary goes to stderr after ours: the count line is repeated last, where CI reads it.
console.log(
  '\n▶ Tests (jest: unit, contracts, api, api-postgres (api on PostgreSQL + Redis), topology, e2e)',
);
let countLine = '';
const code = await new Promise<number>((done) => {
  const child = spawn(
    'node',
    [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      bin('jest'),
      '--maxWorkers=2',
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: ['inherit', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } },
  );
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    for (const line of chunk.toString().split('\n'))
      if (/^\d+ passed, \d+ failed/.test(line)) countLine = line;
  });
  child.on('exit', (c, signal) => done(c ?? (signal ? 1 : 0)));
});
console.log(`\n${countLine || '0 passed, 1 failed'}`);
process.exit(code);
