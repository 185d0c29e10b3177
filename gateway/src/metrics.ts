import { createServer, type Server } from 'node:http';
import type { JobsStatus, ProjectionStatus } from '@portal/contracts';
import type { Context, Next } from 'koa';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SecurityLog } from './security-log.js';

export interface MetricsSources {
  projections: () => Promise<ProjectionStatus[]>;
  reactors: () => Promise<ProjectionStatus[]>;
  jobs: () => Promise<Omit<JobsStatus, 'deadLetters'>>;
}

/**
 * Prometheus metrics, served on their own port (METRICS_PORT) so they never reach the public site:
 * HTTP durations by route (the route table's pattern, never the raw path: ids would explode the labels) and
 * status, projection and reactor lag and backlog, the job queue's depth and dead letters, logins by outcome.
 * Lag and queue figures are read when Prometheus scrapes, from the same stored states as /api/ops/status.
 */
export function portalMetrics(sources: MetricsSources) {
  const registry = new Registry();
  const http = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'HTTP request duration by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const logins = new Counter({
    name: 'portal_logins_total',
    help: 'Login attempts by outcome (succeeded, failed, throttled)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const lagOf = (name: string, help: string, read: () => Promise<ProjectionStatus[]>) => {
    const lag = new Gauge({
      name: `${name}_lag_seconds`,
      help,
      labelNames: ['name'] as const,
      registers: [registry],
    });
    const behind = new Gauge({
      name: `${name}_events_behind`,
      help: `${help}: events after the checkpoint (counted up to 10,000)`,
      labelNames: ['name'] as const,
      registers: [registry],
    });
    return async () => {
      for (const p of await read()) {
        lag.set({ name: p.name }, p.lagMs / 1000);
        behind.set({ name: p.name }, p.eventsBehind);
      }
    };
  };
  const projections = lagOf(
    'portal_projection',
    'How long the oldest event a projection has not applied has waited',
    sources.projections,
  );
  const reactors = lagOf(
    'portal_reactor',
    'How long the oldest event a reactor has not handled has waited',
    sources.reactors,
  );
  const queue = new Gauge({
    name: 'portal_jobs',
    help: 'Jobs in the queue by state',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const dead = new Gauge({
    name: 'portal_dead_letters',
    help: 'Jobs that used all their attempts',
    registers: [registry],
  });

  return {
    registry,
    /** Koa middleware: times every request, labelled by the matched route pattern. */
    middleware: async (ctx: Context, next: Next) => {
      const end = http.startTimer({ method: ctx.method });
      try {
        await next();
      } finally {
        const matched = (ctx as Context & { _matchedRoute?: string })._matchedRoute;
        end({
          route: matched ?? (ctx.path.startsWith('/api/') ? 'unmatched' : 'static'),
          status: String(ctx.status),
        });
      }
    },
    /** The security log, counting each login by outcome as it writes it. */
    counting(log: SecurityLog): SecurityLog {
      return {
        ...log,
        record(entry) {
          if (entry.event === 'login') logins.inc({ outcome: entry.outcome });
          log.record(entry);
        },
        reopen: () => log.reopen(),
        close: () => log.close(),
      };
    },
    async text(): Promise<string> {
      await Promise.all([projections(), reactors()]);
      const counts = await sources.jobs();
      for (const state of ['waiting', 'active', 'delayed', 'done'] as const)
        queue.set({ state }, counts[state]);
      dead.set(counts.dead);
      return registry.metrics();
    },
  };
}

/** GET /metrics on its own port (METRICS_PORT, on METRICS_HOST: loopback unless told otherwise). */
export function serveMetrics(metrics: ReturnType<typeof portalMetrics>, port: number, host: string): Server {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics
      .text()
      .then((body) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(body))
      .catch(() => res.writeHead(500).end());
  });
  server.listen(port, host);
  return server;
}
