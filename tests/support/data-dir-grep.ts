/**
 * What is left of a person in a data folder: every file under it (recursively, binary ones included: SQLite files
 * and their WALs, blobs, `.eml` files, logs) searched for strings, in each form a file may hold them: the UTF-8
 * bytes, the JSON-escaped text (`\u00f1` for ñ, as JSON writers that escape non-ASCII keep it), the lower case,
 * and UTF-16 (little endian).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The forms of `text` a file may hold. */
function encodedForms(text: string): { form: string; bytes: Buffer }[] {
  const asciiEscaped = (upper: boolean) =>
    JSON.stringify(text)
      .slice(1, -1)
      .replace(/[\u0080-\uffff]/g, (c) => {
        const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
        return `\\u${upper ? hex.toUpperCase() : hex}`;
      });
  const forms = [
    { form: 'utf-8', text },
    { form: 'utf-8 lower case', text: text.toLowerCase() },
    { form: 'json', text: JSON.stringify(text).slice(1, -1) },
    { form: 'json \\u escapes', text: asciiEscaped(false) },
    { form: 'json \\U escapes', text: asciiEscaped(true) },
  ];
  const seen = new Set<string>();
  const out: { form: string; bytes: Buffer }[] = [];
  for (const { form, text: t } of forms) {
    if (seen.has(t)) continue;
    seen.add(t);
    out.push({ form, bytes: Buffer.from(t, 'utf8') });
  }
  out.push({ form: 'utf-16le', bytes: Buffer.from(text, 'utf16le') });
  return out;
}

/** Every file under `dir` (recursively). */
function filesUnder(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(path));
    else if (entry.isFile() || statSync(path).isFile()) files.push(path);
  }
  return files;
}

export interface Finding {
  /** The file, relative to the folder searched. */
  file: string;
  /** The string found. */
  text: string;
  /** In which form (see encodedForms). */
  form: string;
}

/** Which files under `dir` hold any of `texts`, in any of their forms: one finding per file, text and form. */
export function findInDataDir(dir: string, texts: readonly string[]): Finding[] {
  const wanted = texts.filter((t) => t !== '').map((text) => ({ text, forms: encodedForms(text) }));
  const findings: Finding[] = [];
  for (const file of filesUnder(dir)) {
    const bytes = readFileSync(file);
    for (const { text, forms } of wanted)
      for (const { form, bytes: needle } of forms)
        if (bytes.includes(needle)) findings.push({ file: relative(dir, file), text, form });
  }
  return findings;
}
