/**
 * The frame every adapter contract suite shares: the suite is registered under `title`, or, for an adapter
 * without a server to run against (`{ skipped: reason }`), registered as skipped under a title that says why,
 * so the run counts its tests as skipped instead of forgetting them. Each test gets a fresh fixture from
 * `open`, disposed after it, once the suite's own clean-up steps (`beforeDispose`) have run.
 */
export interface ContractContext<F> {
  /** The current test's fixture (only inside hooks and tests). */
  fixture(): F;
  /** A step to run after each test, before its fixture is disposed (stop subscriptions, workers…). */
  beforeDispose(step: () => Promise<void> | void): void;
}

export function contractSuite<F extends { dispose(): Promise<void> }>(
  title: string,
  open: (() => Promise<F>) | { skipped: string },
  body: (context: ContractContext<F>) => void,
): void {
  const skipped = typeof open === 'function' ? undefined : open.skipped;
  const suite = skipped === undefined ? describe : describe.skip;
  suite(`${title}${skipped === undefined ? '' : ` (skipped: ${skipped})`}`, () => {
    let current: F | undefined;
    const steps: (() => Promise<void> | void)[] = [];
    beforeEach(async () => {
      if (typeof open === 'function') current = await open();
    });
    afterEach(async () => {
      for (const step of steps) await step();
      await current?.dispose();
      current = undefined;
    });
    body({
      fixture: () => {
        if (!current) throw new Error('no fixture: used outside a test, or the suite is skipped');
        return current;
      },
      beforeDispose: (step) => steps.push(step),
    });
  });
}
