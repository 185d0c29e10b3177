import { foldForSearch } from '@portal/contracts';

/** A searched word: folded, and whether it must start a word of the text (1–2 characters) or may be anywhere. */
export interface SearchWord {
  word: string;
  atWordStart: boolean;
}

/**
 * The words of a search text, as every store matches them: folded (no accents, lower case), split on whitespace;
 * each must occur in the searched fields, a word of 3 or more characters anywhere, a shorter one at a word start.
 */
export function searchWords(text: string): SearchWord[] {
  return foldForSearch(text)
    .split(/\s+/u)
    .filter((word) => word !== '')
    .map((word) => ({ word, atWordStart: [...word].length < 3 }));
}
