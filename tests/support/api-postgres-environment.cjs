/**
 * Test environment of the `api-postgres` Jest project: Node's, plus
 * - PORTAL_TEST_STORES=postgres in the test file's environment, so that every portal it starts
 *   (tests/support/portal.ts) has a PostgreSQL database and a Redis of its data folder
 *   (tests/support/distributed-stores.ts);
 * - where api-postgres-global-setup.cjs found no PostgreSQL or no Redis, every test marked skipped (its hooks
 *   then do not run either: nothing starts on SQLite in their place), the reason printed once by that setup;
 * - the few tests of included files that read the SQLite files of DATA_DIR (`sqliteOnly` below) left out of the
 *   run, as the files of tests/api that jest.config.js does not list are: not run here, so not counted, each
 *   printed with why (they run in the `api` project);
 * - after the file's last hook, every database dropped and every Redis stopped that its data folders still own.
 */
const { basename } = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

/** Tests that read DATA_DIR's SQLite files or blob files (or need one that does), by file and title, with why. */
const readsTheLog = 'it reads the SQLite event log of DATA_DIR (tests/support/event-log.ts)';
const sqliteOnly = {
  'documents.test.ts': {
    reason: 'it alters the stored bytes in the blob files of DATA_DIR',
    tests: ['answers matches: false once the stored bytes are altered'],
  },
  'input-rules.test.ts': {
    reason: readsTheLog,
    tests: [
      'records a keyed hash of the password with the key, never the password',
      'appends no event for a taken e-mail, with or without an Idempotency-Key',
      'appends no event for a taken username, with or without an Idempotency-Key',
      'appends no event for 19 refused registrations, and the refused key works for a corrected request',
    ],
  },
  'privacy-requests.test.ts': {
    reason: `${readsTheLog}, greps the files of DATA_DIR, or needs the cancellation the legal hold test refuses`,
    tests: [
      'refuses a kind it does not know and an empty reason, in Spanish, and files nothing',
      'refuses to accept a cancellation while the case is under hold, naming the reason, and changes nothing',
      'holds the profile, the case, the documents with their SHA-256, the visible comments and who opened them',
      'downloads as an attachment mis-datos-<day>.json, and each download is a fact compliance reads',
      'records the answer, mails it, then nothing in DATA_DIR holds their name, e-mail or phone',
    ],
  },
  'public-site.test.ts': {
    reason: 'it reads the read models from the SQLite file of DATA_DIR',
    tests: ['keep an image only when it is one (PNG, JPEG, WebP), by its SHA-256'],
  },
  'registration.test.ts': {
    reason: readsTheLog,
    tests: [
      'leaves nothing in the log for the losers of a race: no key record, no username reserved then released',
    ],
  },
  'second-factor.test.ts': {
    reason: readsTheLog,
    tests: [
      'gives a secret, its otpauth URI and QR; a staff session stays refused until a code confirms it',
      'takes a recovery code once: its second use is refused',
      'is recorded with who did it, ends the person’s sessions, and they enrol again at their next sign-in',
    ],
  },
};

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
