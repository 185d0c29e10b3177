import type { JobsStatus, OpsSetup, OpsStatus, ProjectionStatus, SiteInfo } from '@portal/contracts';
import type { RouteHandlers } from '@portal/platform';

export interface OpsDeps {
  site: SiteInfo;
  /** Whether any projection or reactor is parked (read from the stored states: the same in every topology). */
  anyParked: () => Promise<boolean>;
  /** Every projection's position, backlog, lag, state and error. */
  projections: () => Promise<ProjectionStatus[]>;
  /** The same for every reactor (its checkpoint is the queue's). */
  reactors: () => Promise<ProjectionStatus[]>;
  /** The job queue's counts and newest dead letters. */
  jobs: () => Promise<JobsStatus>;
  /** The event log's size and pace. */
  eventStore: () => Promise<OpsStatus['eventStore']>;
  /** What the site's facts do not say: the configured plans, PUBLIC_URL and SMTP_URL (whether set, no value). */
  setup: { plans: number; publicUrl: boolean; smtpUrl: boolean };
}

/**
 * GET /api/health (public: load balancers, and the front end's site facts) and GET /api/ops/status (admins).
 * Both say `degraded` while a projection or a reactor is parked; health still answers 200, since the portal serves.
 */
export function opsRoutes(deps: OpsDeps) {
  return {
    health: async () => ({
      body: { status: (await deps.anyParked()) ? 'degraded' : 'ok', site: deps.site },
    }),
    opsStatus: async () => {
      const [projections, reactors, jobs, eventStore] = await Promise.all([
        deps.projections(),
        deps.reactors(),
        deps.jobs(),
        deps.eventStore(),
      ]);
      const parked = [...projections, ...reactors].some((p) => p.state === 'parked');
      return { body: { status: parked ? 'degraded' : 'ok', projections, reactors, jobs, eventStore } };
    },
    // GET /api/ops/setup (superadmin): each item configured or not, never its value.
    opsSetup: async () => {
      const { site, setup } = deps;
      const body: OpsSetup = {
        supportPhone: site.supportPhone !== null,
        supportEmail: site.supportEmail !== null,
        address: site.address !== null,
        emergencyPhone: site.emergencyPhone !== null,
        registrations: site.registrations.length > 0,
        plans: setup.plans > 0,
        publicUrl: setup.publicUrl,
        smtpUrl: setup.smtpUrl,
      };
      return { body };
    },
  } satisfies RouteHandlers;
}
