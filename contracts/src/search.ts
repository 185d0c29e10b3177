/**
 * How every staff search compares: lower case without accents, so 'Lucia' and 'hernandez' find
 * 'Lucía Hernández'. Canonical decomposition (NFD), combining marks removed, lower case. The document stores,
 * the lists computed in memory and the screens that filter in the browser all use this one function.
 * No zod here: the front end reads it as `@portal/contracts/search`.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether `text` contains `query`, ignoring case and accents (an empty or blank query matches everything). */
export function searchMatches(text: string, query: string): boolean {
  const q = foldForSearch(query.trim());
  return q === '' || foldForSearch(text).includes(q);
}

/** The letters a folded letter stands for, accented or not (for stores that search with a regular expression). */
const variants: Readonly<Record<string, string>> = {
  a: 'aáàâäãåā',
  e: 'eéèêëē',
  i: 'iíìîïī',
  o: 'oóòôöõō',
  u: 'uúùûüū',
  n: 'nñ',
  c: 'cç',
  y: 'yýÿ',
};

/**
 * A regular expression source (to use with the `i` flag) that finds `query` ignoring case and accents in a
 * text stored composed (NFC) or decomposed (NFD): each letter of the folded query also matches its accented
 * forms, followed by any combining marks. Other characters are taken literally.
 */
export function foldedPattern(query: string): string {
  return [...foldForSearch(query)]
    .map((ch) => {
      const forms = Object.hasOwn(variants, ch) ? variants[ch] : undefined;
      if (forms) return `[${forms}${forms.toUpperCase()}]\\p{M}*`;
      return ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
}
