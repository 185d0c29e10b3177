/**
 * Zod compiles a fast parser per object schema with `new Function`, after probing whether it may: under the
 * site's CSP (no 'unsafe-eval') the probe itself was reported as a violation on every page view.
 * Jitless skips both. This sets it before anything else runs (set later, by a module, /register still reported the
 * probe: a schema parsed before that module loaded). It does not import zod's
 * `config` (that moved 11 KB of zod's core into the first page's script): zod 4 keeps its settings in
 * `globalThis.__zod_globalConfig` and takes an object found there as its own. The package's `sideEffects`
 * lists this file, or the bundler would drop its import.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
