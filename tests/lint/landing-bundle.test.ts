/**
 * The landing and login pages load only the code they render (issue 6, item 12). Read from the build manifest of
 * frontend/dist (`npm test` builds it before Jest; by hand: npx vite build frontend): the JavaScript `/` and
 * `/login` load (the entry, the routes' chunks, everything they import statically) holds no react-aria and no
 * zod, and together weighs at most 121 KB gzipped. Which packages a chunk holds comes from its source map.
 */

import {
  filesOfRoute,
  gzipTotal,
  type Manifest,
  packageOf,
  readManifest,
  sourcesOf,
} from '../support/bundle.js';

/**
 * 121 KB of 1,024 bytes, gzip level 9. It was 120 KB until the privacy work: the router's table (in the entry by
 * design: each route's guard and loader, its page split out) gained five routes (the notice, its renewal, the
 * second factor's enrolment, the ARCO queue, the person's data), and the root gained the notice's renewal check.
 */
const BUDGET_BYTES = 121 * 1024;

/** react-aria-components and what it is made of, and zod. */
const FORBIDDEN =
  /^(zod|react-aria|react-aria-components|react-stately|@react-aria\/.+|@react-stately\/.+|@react-types\/.+|@internationalized\/.+)$/;

let manifest: Manifest;
let files: string[];
beforeAll(() => {
  manifest = readManifest();
  files = [
    ...new Set([
      ...filesOfRoute(manifest, 'src/routes/index.tsx'),
      ...filesOfRoute(manifest, 'src/routes/login.tsx'),
    ]),
  ].sort();
});

it('reads the pages from the source maps of the files they load', () => {
  const sources = files.flatMap((file) => sourcesOf(file));
  for (const page of [
    'src/main.tsx',
    'src/features/landing/LandingPage.tsx',
    'src/features/auth/LoginPage.tsx',
  ]) {
    expect(sources.some((source) => source.endsWith(`/${page}`))).toBe(true);
  }
});

it('loads no react-aria and no zod on / and /login', () => {
  const found = files.flatMap((file) =>
    [...new Set(sourcesOf(file).map(packageOf))]
      .filter((name): name is string => name !== null && FORBIDDEN.test(name))
      .map((name) => `${name} in ${file}`),
  );
  expect(found).toEqual([]);
});

it('loads at most 121 KB of gzipped JS on / and /login together', () => {
  expect(gzipTotal(files)).toBeLessThanOrEqual(BUDGET_BYTES);
});
