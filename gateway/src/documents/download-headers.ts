/**
 * The headers of a document served for download: always an attachment, never rendered by the
 * browser (nosniff, a sandbox with nothing allowed), never cached by anyone, named as the client named it.
 */
export function attachmentHeaders(fileName: string, contentType: string): Record<string, string> {
  // The plain name for old agents: ASCII only, no quote, backslash or control character.
  const fallback = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
