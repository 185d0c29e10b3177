/**
 * Test environment of the `api-postgres` Jest project: Node's, plus
 * - PORTAL_TEST_STORES=postgres in the test file's environment, so that every portal it starts
 *   (tests/support/portal.ts) has a PostgreSQL database and a Redis of its data folder
 *   (tests/support/distributed-stores.ts);
 * - where api-postgres-global-setup.cjs found no PostgreSQL or no Redis, every test marked skipped (its hooks
 *   then do not run either: nothing starts on SQLite in their place), the reason printed once by that setup;
 * - any test of an included file that needs DATA_DIR's own files (`sqliteOnly` below; none now) left out of the
 *   run, as the files of tests/api that jest.config.js does not list are: not run here, so not counted, each
 *   printed with why (they run in the `api` project);
 * - after the file's last hook, every database dropped and every Redis stopped that its data folders still own.
 */
const { basename } = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

/**
 * Tests that need DATA_DIR's own files (the embedded stores' files), by file and title as
 * `{ 'file.test.ts': { reason, tests: [title, …] } }`. None now: the event log, the blobs and the search for a
 * person's data read PostgreSQL where the portal runs on it (tests/support/event-log.ts, documents.ts,
 * data-dir-grep.ts).
 */
const sqliteOnly = {};

function testsUnder(block, out = []) {
  for (const child of block.children) {
    if (child.type === 'describeBlock') testsUnder(child, out);
    else out.push(child);
  }
  return out;
}

class ApiPostgresEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.file = basename(context.testPath);
    this.unavailable = process.env.PORTAL_TEST_STORES_UNAVAILABLE;
    if (!this.unavailable) this.global.process.env.PORTAL_TEST_STORES = 'postgres';
  }

  async handleTestEvent(event, state) {
    if (event.name === 'run_start') this.select(state.rootDescribeBlock);
    if (event.name === 'run_finish') await this.global.__portalReleaseDistributedStores?.();
  }

  select(root) {
    const tests = testsUnder(root);
    const listed = sqliteOnly[this.file] ?? { tests: [] };
    for (const title of listed.tests) {
      const matching = tests.filter((test) => test.name === title);
      // A renamed test would silently run here (and fail on PostgreSQL): the list must name tests that exist.
      if (matching.length === 0)
        throw new Error(`${this.file} has no test "${title}" (api-postgres-environment.cjs)`);
      for (const test of matching) test.parent.children.splice(test.parent.children.indexOf(test), 1);
      if (!this.unavailable)
        console.log(`api-postgres: ${this.file} › ${title}: not run on PostgreSQL — ${listed.reason}`);
    }
    if (this.unavailable) for (const test of testsUnder(root)) test.mode = 'skip';
  }
}

module.exports = ApiPostgresEnvironment;
