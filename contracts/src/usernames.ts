/**
 * The one form of a username that is stored, reserved and looked up at login: Unicode NFKC (full-width and
 * other compatibility forms become the plain character, `ａｄｍｉｎ` → `admin`), lower case, no surrounding
 * spaces. Look-alikes across scripts (`аdmin` with a Cyrillic а) are told apart by the command side's
 * confusable skeleton, not here: this form is what the person sees as their username.
 */
export function normalizeUsername(value: string): string {
  // Lower-casing can leave a string that is not NFKC again (e.g. a letter with a combining mark): normalize twice.
  return value.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
}
