/** The content codings the build precompresses, in the server's order of preference. */
export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3), among the ones a file has: the highest
 * q-value wins, ties go to br, then gzip, then no coding. `q=0` refuses a coding, `*` stands for every coding
 * the header does not name, and identity stays acceptable unless refused (`identity;q=0` or `*;q=0`). When
 * nothing acceptable is available the file goes out without a coding: a representation the client may
 * not like is better than none.
 */
export function pickCoding(header: string | undefined, available: readonly Coding[]): Coding | 'identity' {
  if (!header || available.length === 0) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim().toLowerCase());
      if (key === 'q') q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? '') ? Number(value) : 0;
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  const star = weights.get('*');
  const weightOf = (coding: string) => weights.get(coding) ?? star ?? 0;
  let best: Coding | 'identity' = 'identity';
  let bestQ = 0;
  for (const coding of CODINGS) {
    const q = weightOf(coding);
    if (available.includes(coding) && q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  // Identity unnamed is acceptable but least preferred; named, it competes by its q-value.
  const identityQ = weights.get('identity') ?? star ?? Number.MIN_VALUE;
  return identityQ > bestQ ? 'identity' : best;
}
