/**
 * Documents for the tests of uploads: real files (a PDF a viewer opens, a PNG an image decoder reads) and the
 * three calls of an upload through the API (start, PUT of the bytes on the signed URL, complete).
 */
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import pg from 'pg';
import { type ApiResponse, answerOf, call } from './api-client.js';
import { databaseUrlOf } from './distributed-stores.js';

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Where the embedded blob store of a data folder keeps the bytes of a SHA-256. */
const blobPath = (dataDir: string, sha256: string) => join(dataDir, 'blobs', sha256.slice(0, 2), sha256);

/**
 * Whether the portal of `dataDir` keeps bytes under this SHA-256: the file under DATA_DIR/blobs, or where the portal
 * runs on PostgreSQL (distributed-stores.ts), a `blobs` row of that SHA-256 in its database.
 */
export async function blobStored(dataDir: string, sha256: string): Promise<boolean> {
  const url = await databaseUrlOf(dataDir);
  if (url === undefined) return existsSync(blobPath(dataDir, sha256));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('select 1 from blobs where sha256 = $1', [sha256]);
    return found.rowCount !== 0;
  } finally {
    await client.end();
  }
}

/**
 * Replaces the stored bytes of a blob behind the portal's back (what integrity checks must notice): its file under
 * DATA_DIR/blobs, or its chunks in PostgreSQL, as one chunk (the reader reads chunks until it has the recorded size,
 * so bytes at least that long are read whole). The recorded SHA-256 and size stay.
 */
export async function alterStoredBlob(dataDir: string, sha256: string, bytes: Buffer): Promise<void> {
  const url = await databaseUrlOf(dataDir);
  if (url === undefined) {
    chmodSync(blobPath(dataDir, sha256), 0o644);
    writeFileSync(blobPath(dataDir, sha256), bytes);
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const blob = await client.query<{ id: string }>('select id from blobs where sha256 = $1', [sha256]);
    const id = blob.rows[0]?.id;
    if (id === undefined) throw new Error(`no blob ${sha256} in ${url}`);
    await client.query('delete from blob_chunks where blob_id = $1', [id]);
    await client.query('insert into blob_chunks (blob_id, index, bytes) values ($1, 0, $2)', [id, bytes]);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** A one-page PDF with a line of text and a correct cross-reference table. */
export function samplePdf(line = 'Estado de cuenta - marzo 2026'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width` × `height` RGB PNG (a gradient: every pixel row differs, so every size gives other bytes). */
export function samplePng(width = 16, height = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push((x * 16) & 0xff, (y * 16) & 0xff, 128);
  }
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadInput {
  fileName: string;
  bytes: Buffer;
  surface?: 'dashboard' | 'home' | 'options';
  requiredDocumentId?: string;
}

/** PUT of raw bytes on an upload URL (a path of the portal), as the browser's XHR sends them. */
export async function putBytes(
  base: string,
  cookie: string,
  uploadURL: string,
  bytes: Uint8Array,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  const res = await fetch(new URL(uploadURL, base), {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/octet-stream', ...headers },
    body: bytes,
  });
  const answer = await answerOf(res);
  if (res.status >= 500) throw new Error(`PUT ${uploadURL} answered ${res.status}: ${answer.text}`);
  return answer;
}

/** Start an upload: the signed URL (the answer is checked by the caller when it expects a refusal). */
export function startUpload(
  base: string,
  cookie: string,
  input: Omit<UploadInput, 'bytes'> & { fileSize?: number },
) {
  return call<{ uploadURL: string }>(base, 'POST', '/api/documents/upload', {
    cookie,
    body: {
      fileName: input.fileName,
      ...(input.fileSize === undefined ? {} : { fileSize: input.fileSize }),
      fileType: 'application/octet-stream',
      ...(input.surface ? { surface: input.surface } : {}),
    },
  });
}

export function completeUpload(
  base: string,
  cookie: string,
  input: { fileName: string; fileSize: number; uploadURL: string; requiredDocumentId?: string },
) {
  return call<{ ok: true; id: string }>(base, 'POST', '/api/documents/complete', {
    cookie,
    body: { fileType: 'application/octet-stream', ...input },
  });
}

/** The whole upload of one file by a client; throws unless each step succeeds. Answers the document's id. */
export async function uploadDocument(base: string, cookie: string, input: UploadInput): Promise<string> {
  const started = await startUpload(base, cookie, { ...input, fileSize: input.bytes.length });
  if (started.status !== 200) throw new Error(`upload start answered ${started.status}: ${started.text}`);
  const { uploadURL } = started.json;
  const put = await putBytes(base, cookie, uploadURL, input.bytes);
  if (put.status !== 200) throw new Error(`upload PUT answered ${put.status}: ${put.text}`);
  const completed = await completeUpload(base, cookie, {
    fileName: input.fileName,
    fileSize: input.bytes.length,
    uploadURL,
    ...(input.requiredDocumentId ? { requiredDocumentId: input.requiredDocumentId } : {}),
  });
  if (completed.status !== 201)
    throw new Error(`upload complete answered ${completed.status}: ${completed.text}`);
  return completed.json.id;
}
