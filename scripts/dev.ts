import { spawn } from 'node:child_process';
import { bin, root } from './run.js';

/**
 * npm run dev: the portal API on :3000 restarted on every change (tsx watch), and Vite with hot reload on
 * :5173 proxying /api to it. Open http://localhost:5173.
 */
const port = process.env.PORT ?? '3000';
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'gateway/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SERVE_FRONTEND: 'false', PORT: port },
  }),
  // vite.config.ts proxies /api to the same PORT.
  spawn(bin('vite'), ['frontend', '--port', process.env.VITE_PORT ?? '5173'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
