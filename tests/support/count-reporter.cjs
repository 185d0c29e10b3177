/**
 * Prints the plain closing line CI reads: `N passed, N failed` (and `, N skipped`), last. Before it, the same counts
 * per Jest project, and what ran on PostgreSQL + Redis: the adapters' contract tests (those naming PostgreSQL), the
 * API suite on them (api-postgres) and the processes together (topology).
 */
const counts = () => ({ passed: 0, failed: 0, skipped: 0 });
const text = (c) => `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`;

class CountReporter {
  onRunComplete(_contexts, results) {
    const byProject = new Map();
    const onPostgres = counts();
    for (const file of results.testResults) {
      const project = file.displayName?.name ?? 'tests';
      const own = byProject.get(project) ?? counts();
      byProject.set(project, own);
      const distributed = project === 'api-postgres' || project === 'topology';
      for (const test of file.testResults) {
        const kind = test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped';
        own[kind] += 1;
        const named = [...test.ancestorTitles, test.title].join(' ').includes('PostgreSQL');
        if (distributed || (project === 'contracts' && named)) onPostgres[kind] += 1;
      }
      if (file.testExecError) {
        own.failed += 1;
        if (distributed) onPostgres.failed += 1;
      }
    }
    const lines = [...byProject].map(([project, c]) => `  ${project}: ${text(c)}`);
    lines.push(
      `  on PostgreSQL + Redis (contract tests naming PostgreSQL, api-postgres, topology): ${text(onPostgres)}`,
    );
    const skipped = results.numPendingTests + results.numTodoTests;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const line = `${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
    process.stdout.write(`\n${lines.join('\n')}\n${line}\n`);
  }
}
module.exports = CountReporter;
