import { deflateSync } from 'node:zlib';
import { contentTypeFor } from './content-check.js';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex'),
]);
const jpeg = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64),
]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(600)]);
const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]);

describe('the content of an upload against its extension', () => {
  it('accepts the types the portal takes, served as the extension says', async () => {
    expect(await contentTypeFor('.pdf', pdf)).toBe('application/pdf');
    expect(await contentTypeFor('.png', png)).toBe('image/png');
    expect(await contentTypeFor('.jpg', jpeg)).toBe('image/jpeg');
    expect(await contentTypeFor('.jpeg', jpeg)).toBe('image/jpeg');
    expect(await contentTypeFor('.doc', ole)).toBe('application/msword');
    expect(await contentTypeFor('.xls', ole)).toBe('application/vnd.ms-excel');
    expect(
      await contentTypeFor('.txt', Buffer.from('Transferencia del 3 de marzo:\r\n$25,000 MXN\tBanco')),
    ).toBe('text/plain; charset=utf-8');
  });

  it('refuses a PNG named .pdf, a program named .jpg, and a PDF named .png', async () => {
    expect(await contentTypeFor('.pdf', png)).toBeNull();
    expect(await contentTypeFor('.jpg', exe)).toBeNull();
    expect(await contentTypeFor('.png', pdf)).toBeNull();
    expect(await contentTypeFor('.docx', ole)).toBeNull();
  });

  it('refuses binary bytes or a known type as .txt, an empty file, and an extension not taken', async () => {
    expect(await contentTypeFor('.txt', Buffer.from([0x68, 0x6f, 0x00, 0x6c, 0x61]))).toBeNull();
    expect(await contentTypeFor('.txt', pdf)).toBeNull();
    expect(await contentTypeFor('.pdf', Buffer.alloc(0))).toBeNull();
    expect(await contentTypeFor('.html', Buffer.from('<html></html>'))).toBeNull();
    expect(await contentTypeFor('.exe', exe)).toBeNull();
  });

  it('refuses random bytes under every extension but none', async () => {
    const noise = deflateSync(Buffer.from('x'.repeat(1000)));
    for (const extension of ['.pdf', '.png', '.jpg', '.doc', '.docx', '.xls', '.xlsx'])
      expect([extension, await contentTypeFor(extension, noise)]).toEqual([extension, null]);
  });
});
