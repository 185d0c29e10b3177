/** One JSON line per entry on stdout; no request bodies, no personal data. */
const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, error?: unknown, fields?: Record<string, unknown>): void;
}

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  const min = levels[(level in levels ? level : 'info') as Level];
  const write = (l: Level, msg: string, fields: Record<string, unknown> = {}) => {
    if (levels[l] < min) return;
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...fields })}\n`);
  };
  return {
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, error, fields) =>
      write('error', msg, {
        ...fields,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  };
}
