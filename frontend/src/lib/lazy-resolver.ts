import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose module loads with the form's first check instead of with the page: a resolver made
 * with `zodResolver` brings zod and the contracts' schemas (about 27 KB gzip), which the first paint does not
 * need. `load` imports a small module of the form's own that exports `resolver`
 * (`lazyResolver(() => import('./x-resolver'))`); the checks, their messages and when they run stay the same,
 * the first one waits for that module.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<{ resolver: Resolver<Input, unknown, Output> }>,
): Resolver<Input, unknown, Output> {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const resolver = () =>
    (loaded ??= load().then(
      (module) => module.resolver,
      (error: unknown) => {
        loaded = undefined; // a failed download is tried again on the next check
        throw error;
      },
    ));
  return async (values, context, options) => (await resolver())(values, context, options);
}
