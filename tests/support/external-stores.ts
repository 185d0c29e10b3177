/**
 * Finds the real servers the distributed adapters run against in the contract tests (design.md §2):
 * a URL from the environment, else a container started with testcontainers when a container runtime answers,
 * else nothing, with the reason. Each lookup is made once per test file and fails fast: with no container
 * engine, testcontainers says so within milliseconds.
 */
import { GenericContainer, getContainerRuntimeClient, type StartedTestContainer, Wait } from 'testcontainers';

export type ExternalStore =
  | { available: true; url: string; source: string; stop(): Promise<void> }
  | { available: false; reason: string };

const EVENTSTORE_IMAGE = 'eventstore/eventstore:24.10';
const MONGO_IMAGE = 'mongo:7';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

let runtime: Promise<string | undefined> | undefined;
/** Undefined when a container runtime answers, else why not. Asked once per test file. */
function containerRuntimeProblem(): Promise<string | undefined> {
  runtime ??= getContainerRuntimeClient().then(
    () => undefined,
    (error: unknown) => message(error),
  );
  return runtime;
}

async function fromContainer(
  envName: string,
  start: () => Promise<{ container: StartedTestContainer; url: string }>,
): Promise<ExternalStore> {
  const problem = await containerRuntimeProblem();
  if (problem !== undefined) {
    return { available: false, reason: `no ${envName} and no container runtime (${problem})` };
  }
  try {
    const { container, url } = await start();
    return {
      available: true,
      url,
      source: `container ${container.getId().slice(0, 12)}`,
      stop: async () => {
        await container.stop();
      },
    };
  } catch (error) {
    return { available: false, reason: `no ${envName}; the container did not start (${message(error)})` };
  }
}

/** An EventStoreDB server: EVENTSTORE_URL (an esdb:// connection string), or an insecure in-memory container. */
export async function eventStoreDb(): Promise<ExternalStore> {
  const url = process.env.EVENTSTORE_URL;
  if (url) return { available: true, url, source: 'EVENTSTORE_URL', stop: async () => {} };
  return fromContainer('EVENTSTORE_URL', async () => {
    const container = await new GenericContainer(EVENTSTORE_IMAGE)
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_MEM_DB: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_START_STANDARD_PROJECTIONS: 'false',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((s) => s >= 200 && s < 300))
      .start();
    return {
      container,
      url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    };
  });
}

/** A MongoDB server: MONGODB_URL, or a standalone container. */
export async function mongoDb(): Promise<ExternalStore> {
  const url = process.env.MONGODB_URL;
  if (url) return { available: true, url, source: 'MONGODB_URL', stop: async () => {} };
  return fromContainer('MONGODB_URL', async () => {
    const container = await new GenericContainer(MONGO_IMAGE)
      .withExposedPorts(27017)
      .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
      .start();
    return { container, url: `mongodb://${container.getHost()}:${container.getMappedPort(27017)}` };
  });
}

/** The one line a contract suite prints when an adapter has no server to run against. */
export function reportSkipped(adapter: string, store: ExternalStore & { available: false }): void {
  console.log(`${adapter} adapter contract: skipped — ${store.reason}`);
}
