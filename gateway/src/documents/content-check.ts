import { labelOf } from '@portal/contracts';
import { fileTypeFromBuffer } from 'file-type';

/**
 * The content of an upload against its extension: the file's first bytes (magic bytes, `file-type`)
 * must be a type its extension allows, so a PNG named `.pdf` or a program named `.jpg` is refused. The type a
 * document is stored and served with is the extension's own, once the content agrees with it.
 */

/** How many bytes of the start of a file the check reads (enough for the entries of an Office zip). */
export const CONTENT_SAMPLE_BYTES = 64 * 1024;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const OLE = ['application/x-cfb', 'application/msword', 'application/vnd.ms-excel'];

/** Per extension: the type served, and the detected types its content may have (null: plain text). */
const rules: Record<string, { served: string; detected: readonly string[] | null }> = {
  '.pdf': { served: 'application/pdf', detected: ['application/pdf'] },
  '.png': { served: 'image/png', detected: ['image/png'] },
  '.jpg': { served: 'image/jpeg', detected: ['image/jpeg'] },
  '.jpeg': { served: 'image/jpeg', detected: ['image/jpeg'] },
  // Word 97-2003 and Excel 97-2003 are OLE compound files.
  '.doc': { served: 'application/msword', detected: OLE },
  '.xls': { served: 'application/vnd.ms-excel', detected: OLE },
  // An Office Open XML file is a zip; when its parts are not where file-type looks first, it says zip.
  '.docx': { served: DOCX, detected: [DOCX, 'application/zip'] },
  '.xlsx': { served: XLSX, detected: [XLSX, 'application/zip'] },
  '.txt': { served: 'text/plain; charset=utf-8', detected: null },
};

/** Text: no NUL and no control character but tab, line feed, form feed and carriage return. */
function looksLikeText(sample: Uint8Array): boolean {
  for (const byte of sample) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}

/**
 * The type to store and serve a file of `extension` whose content starts with `sample`, or null when the
 * content is not what the extension says (or the extension is not one of the portal's).
 */
export async function contentTypeFor(extension: string, sample: Uint8Array): Promise<string | null> {
  const rule = labelOf(rules, extension);
  if (!rule || sample.length === 0) return null;
  const detected = await fileTypeFromBuffer(sample);
  if (rule.detected === null) return detected === undefined && looksLikeText(sample) ? rule.served : null;
  return detected !== undefined && rule.detected.includes(detected.mime) ? rule.served : null;
}
