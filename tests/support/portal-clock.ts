import { join } from 'node:path';
import { repoRoot } from './portal.js';

/**
 * The environment that starts a portal (startPortal's `env`) whose clock reads `moment` now and keeps ticking from
 * there, and the same shifted clock for the test's side (a TOTP code must be of the portal's time).
 */
export function portalClock(moment: string): { env: Record<string, string>; now: () => number } {
  const offset = Date.parse(moment) - Date.now();
  return {
    env: {
      NODE_OPTIONS: `--import ${join(repoRoot, 'tests/support/shifted-clock.mjs')}`,
      PORTAL_CLOCK_OFFSET_MS: String(offset),
    },
    now: () => Date.now() + offset,
  };
}
