import { normalizeUsername } from '@portal/contracts';
import unhomoglyph from 'unhomoglyph';

/**
 * The confusable skeleton of Unicode TR39: NFD, every character replaced by its prototype from the Unicode
 * confusables table (unhomoglyph ships it as a generated table), NFD again. Two strings that look alike have
 * the same skeleton: `аdmin` (Cyrillic а), `adrnin` and `admin` are all `adrnin`. Not for display: `m` is `rn`.
 */
export function skeleton(value: string): string {
  return unhomoglyph(value.normalize('NFD')).normalize('NFD');
}

/** What makes two usernames the same one: the skeleton of the normalized username (`ａｄｍｉｎ` → `admin` → `adrnin`). */
export function usernameKey(username: string): string {
  return skeleton(normalizeUsername(username));
}
