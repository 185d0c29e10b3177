import { rule as deadExports } from './lint/dead-exports.js';
import { rule as handlerLayout } from './lint/handler-layout.js';
import { rule as noIssueNumbers } from './lint/no-issue-numbers.js';
import { rule as oneCallOneFile } from './lint/one-call-one-file.js';
import type { LintRule } from './lint/rule.js';
import { root } from './run.js';

/**
 * The project's own lint rules, run after biome by `npm run lint` and by `npm test`. A rule is a module in
 * scripts/lint/ exporting `rule: LintRule`; add it to this list. Each violation is printed, then one line per
 * rule (name, green or red, count); any violation ends the run non-zero.
 */
const rules: LintRule[] = [deadExports, oneCallOneFile, handlerLayout, noIssueNumbers];

let failed = false;
for (const rule of rules) {
  let violations: string[];
  try {
    violations = await rule.check(root);
  } catch (error) {
    violations = [`${rule.name} could not run: ${error instanceof Error ? error.message : String(error)}`];
  }
  for (const violation of violations) console.log(`  ${violation}`);
  console.log(`${rule.name}: ${violations.length === 0 ? 'green' : 'red'} (${violations.length})`);
  if (violations.length > 0) failed = true;
}
process.exit(failed ? 1 : 0);
