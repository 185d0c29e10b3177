import { escapeHtml } from './escape.js';

/**
 * The pieces a mail is made of. Each renders to HTML (every value escaped, inline styles, no images nor external
 * resources) and to plain text from the same content, so the two parts never say different things.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'fact'; label: string; value: string }
  | { kind: 'steps'; title: string; items: readonly string[] }
  | { kind: 'link'; intro: string; label: string; href: string }
  | { kind: 'contacts'; title: string; intro: string; phone: ContactLine | null; email: ContactLine | null };

interface ContactLine {
  label: string;
  value: string;
}

const p = 'margin:0 0 16px 0;';
const link = 'color:#1d4ed8;text-decoration:underline;';

export function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${p}">${escapeHtml(block.text)}</p>`;
    case 'fact':
      return `<p style="${p}">${escapeHtml(block.label)}: <strong style="font-size:18px;">${escapeHtml(block.value)}</strong></p>`;
    case 'steps':
      return [
        `<h2 style="margin:24px 0 8px 0;font-size:18px;line-height:1.3;color:#111827;">${escapeHtml(block.title)}</h2>`,
        `<ol style="margin:0 0 16px 0;padding-left:24px;">`,
        ...block.items.map((item) => `<li style="margin:0 0 6px 0;">${escapeHtml(item)}</li>`),
        '</ol>',
      ].join('\n');
    case 'link':
      return `<p style="${p}">${escapeHtml(block.intro)}<br><a href="${escapeHtml(block.href)}" style="${link}">${escapeHtml(block.label)}</a></p>`;
    case 'contacts': {
      const lines = [
        block.phone &&
          `${escapeHtml(block.phone.label)}: <a href="tel:${escapeHtml(telephone(block.phone.value))}" style="${link}">${escapeHtml(block.phone.value)}</a>`,
        block.email &&
          `${escapeHtml(block.email.label)}: <a href="mailto:${escapeHtml(block.email.value)}" style="${link}">${escapeHtml(block.email.value)}</a>`,
      ].filter((line): line is string => Boolean(line));
      return [
        `<h2 style="margin:24px 0 8px 0;font-size:18px;line-height:1.3;color:#111827;">${escapeHtml(block.title)}</h2>`,
        `<p style="${p}">${escapeHtml(block.intro)}</p>`,
        `<p style="${p}">${lines.join('<br>')}</p>`,
      ].join('\n');
    }
  }
}

export function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'fact':
      return `${block.label}: ${block.value}`;
    case 'steps':
      return [block.title, ...block.items.map((item, i) => `${i + 1}. ${item}`)].join('\n');
    case 'link':
      return `${block.intro}\n${block.label}: ${block.href}`;
    case 'contacts':
      return [
        block.title,
        block.intro,
        ...[block.phone, block.email]
          .filter((line) => line !== null)
          .map((line) => `${line.label}: ${line.value}`),
      ].join('\n');
  }
}

/** The dialable form of a phone number for a tel: link: its digits and a leading plus. */
function telephone(value: string): string {
  const digits = value.replace(/[^\d]/g, '');
  return value.trim().startsWith('+') ? `+${digits}` : digits;
}
