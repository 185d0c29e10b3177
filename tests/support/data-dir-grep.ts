/**
 * What is left of a person in a data folder: every file under it (recursively, binary ones included: SQLite files
 * and their WALs, blobs, `.eml` files, logs) searched for strings, in each form a file may hold them: the UTF-8
 * bytes, the JSON-escaped text (`\u00f1` for ñ, as JSON writers that escape non-ASCII keep it), the lower case,
 * and UTF-16 (little endian). Where the portal runs on PostgreSQL (the `api-postgres` project), `findInStores` also
 * searches every row of every table of the data folder's database the same way.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import pg from 'pg';
import { databaseUrlOf } from './distributed-stores.js';

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

type Wanted = { text: string; forms: { form: string; bytes: Buffer }[] }[];

const wantedOf = (texts: readonly string[]): Wanted =>
  texts.filter((t) => t !== '').map((text) => ({ text, forms: encodedForms(text) }));

function search(where: string, bytes: Buffer, wanted: Wanted, findings: Finding[]): void {
  for (const { text, forms } of wanted)
    for (const { form, bytes: needle } of forms)
      if (bytes.includes(needle)) findings.push({ file: where, text, form });
}

/** Which files under `dir` hold any of `texts`, in any of their forms: one finding per file, text and form. */
export function findInDataDir(dir: string, texts: readonly string[]): Finding[] {
  const wanted = wantedOf(texts);
  const findings: Finding[] = [];
  for (const file of filesUnder(dir)) search(relative(dir, file), readFileSync(file), wanted, findings);
  return findings;
}

/** The driver's parsers, except that json and jsonb stay the text the server sends (searched as it is stored). */
const asStored = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 114 || oid === 3802
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The bytes a column's value is searched in: bytea as it is, every other value as its text. */
const bytesOf = (value: unknown): Buffer | undefined =>
  value === null || value === undefined
    ? undefined
    : Buffer.isBuffer(value)
      ? value
      : Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8');

/**
 * Which tables of the database at `url` hold any of `texts` in any column of any row, in any of their forms: one
 * finding per column value, named `postgres <schema>.<table>`. Every table outside the system schemas is read whole.
 */
async function findInDatabase(url: string, texts: readonly string[]): Promise<Finding[]> {
  const wanted = wantedOf(texts);
  const findings: Finding[] = [];
  const client = new pg.Client({ connectionString: url, types: asStored });
  await client.connect();
  try {
    const tables = await client.query<{ name: string; quoted: string }>(
      `select table_schema || '.' || table_name as name, format('%I.%I', table_schema, table_name) as quoted
       from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1`,
    );
    for (const { name, quoted } of tables.rows) {
      const rows = await client.query<Record<string, unknown>>(`select * from ${quoted}`);
      for (const row of rows.rows)
        for (const value of Object.values(row)) {
          const bytes = bytesOf(value);
          if (bytes) search(`postgres ${name}`, bytes, wanted, findings);
        }
    }
  } finally {
    await client.end();
  }
  return findings;
}

/**
 * What the portal of `dataDir` keeps of `texts`: the files under the folder, and where it runs on PostgreSQL, its
 * database's tables too.
 */
export async function findInStores(dataDir: string, texts: readonly string[]): Promise<Finding[]> {
  const url = await databaseUrlOf(dataDir);
  const inFiles = findInDataDir(dataDir, texts);
  return url === undefined ? inFiles : [...inFiles, ...(await findInDatabase(url, texts))];
}
