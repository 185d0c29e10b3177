import { routes } from '../routes.js';

/**
 * The gateway registers the table's routes in order with Koa's router, which answers a request with the first
 * route whose method and path match. The areas may be listed in any order, as long as of two routes that can
 * match one request the one with a fixed segment where the other has a parameter comes first: otherwise the
 * parameter would take the request meant for the fixed path.
 */
type Listed = { name: string; method: string; segments: string[] };

const isParam = (segment: string) => segment.startsWith(':');

/** The first segment where two paths of one length differ, if each of their segments could match the other's. */
function overlapAt(a: string[], b: string[]): number | null {
  if (a.length !== b.length) return null;
  let first: number | null = null;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (!isParam(a[i] as string) && !isParam(b[i] as string)) return null;
    first ??= i;
  }
  return first;
}

function misorderedRoutes(table: Record<string, { method: string; path: string }>): string[] {
  const listed: Listed[] = Object.entries(table).map(([name, def]) => ({
    name,
    method: def.method,
    segments: def.path.split('/'),
  }));
  const misordered: string[] = [];
  listed.forEach((earlier, i) => {
    for (const later of listed.slice(i + 1)) {
      if (earlier.method !== later.method) continue;
      const at = overlapAt(earlier.segments, later.segments);
      if (at !== null && isParam(earlier.segments[at] as string))
        misordered.push(`${later.name} must come before ${earlier.name}`);
    }
  });
  return misordered;
}

describe('the order of the route table', () => {
  it('lists a fixed path before a parameter that could take its requests', () => {
    expect(misorderedRoutes(routes)).toEqual([]);
  });

  it('names the pair listed the wrong way round', () => {
    const table = {
      link: { method: 'PUT', path: '/api/documents/:id/requirement' },
      blob: { method: 'PUT', path: '/api/documents/blobs/:token' },
      other: { method: 'GET', path: '/api/documents/blobs/:token' },
    };
    expect(misorderedRoutes(table)).toEqual(['blob must come before link']);
  });
});
