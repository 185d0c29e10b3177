/**
 * One check of `npm run lint` beyond biome. `check` reads the tree under `root` (the repository, or a scratch
 * copy in a rule's own test) and answers one string per violation, each naming its file:line; none is green.
 */
export interface LintRule {
  name: string;
  check(root: string): Promise<string[]>;
}
