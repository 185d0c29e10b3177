import { fieldLabels, type SiteInfo, sharedScreenTexts } from '@portal/contracts';
import { type Block, blockHtml, blockText } from './blocks.js';
import { escapeHtml } from './escape.js';

/** The firm's configured facts a mail may show (SITE_NAME, SUPPORT_PHONE, SUPPORT_EMAIL); null: not shown. */
export type MailSite = Pick<SiteInfo, 'siteName' | 'supportPhone' | 'supportEmail'>;

/** What every template gets besides its own facts. publicUrl (PUBLIC_URL): links only when it is configured. */
export interface MailContext {
  site: MailSite;
  publicUrl: URL | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The words every mail shares: plain text, written once; the HTML part escapes them. A mail names only what its
 * recipient already knows and never a password; the firm's contacts appear only when the operator configured them
 * (design.md §5). Each mail's own words sit in its module beside its render.
 */
const texts = {
  greeting: (fullName: string) => `Estimado(a) ${fullName}:`,
  supportTitle: sharedScreenTexts.supportTitle,
  supportPhone: fieldLabels.phone,
  supportEmail: fieldLabels.email,
  automatic: 'Este mensaje se envió automáticamente desde el portal.',
  noPassword: 'Por su seguridad, los correos del portal nunca incluyen su contraseña.',
} as const;

/** The support contacts' introduction in the mails about a case. */
export const askWithCaseNumber = 'Si tiene preguntas, comuníquese con nosotros e indique su número de caso.';

/** The support contacts that are configured, or null when none is (then the mail names no contact at all). */
export function supportBlock(site: MailSite, intro: string): Block | null {
  if (!site.supportPhone && !site.supportEmail) return null;
  return {
    kind: 'contacts',
    title: texts.supportTitle,
    intro,
    phone: site.supportPhone ? { label: texts.supportPhone, value: site.supportPhone } : null,
    email: site.supportEmail ? { label: texts.supportEmail, value: site.supportEmail } : null,
  };
}

/** The link to the portal's sign-in page with its introduction, or null without PUBLIC_URL (then no link at all). */
export function signInBlock(
  context: MailContext,
  texts: { signInIntro: string; signIn: string },
): Block | null {
  if (!context.publicUrl) return null;
  return {
    kind: 'link',
    intro: texts.signInIntro,
    label: texts.signIn,
    href: new URL('/login', context.publicUrl).href,
  };
}

/** One mail from its subject, the recipient's name and its blocks: an HTML part and a plain-text part. */
export function layout(
  site: MailSite,
  mail: { subject: string; fullName: string; blocks: (Block | null)[] },
): RenderedMail {
  const blocks = mail.blocks.filter((block): block is Block => block !== null);
  const greeting = texts.greeting(mail.fullName);
  const footer = [texts.noPassword, texts.automatic];
  const text = [
    site.siteName,
    greeting,
    ...blocks.map(blockText),
    ['-- ', site.siteName, ...footer].join('\n'),
  ].join('\n\n');
  const html = `<!DOCTYPE html>
<html lang="es-MX" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border:1px solid #e5e7eb;border-radius:8px;">
<tr><td style="padding:24px 32px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;">
<p style="margin:0 0 8px 0;font-size:14px;font-weight:bold;color:#1e3a8a;">${escapeHtml(site.siteName)}</p>
<h1 style="margin:0 0 24px 0;font-size:22px;line-height:1.3;color:#111827;">${escapeHtml(mail.subject)}</h1>
<p style="margin:0 0 16px 0;">${escapeHtml(greeting)}</p>
${blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px 24px 32px;border-top:1px solid #e5e7eb;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.5;color:#4b5563;">
<p style="margin:0 0 8px 0;font-weight:bold;">${escapeHtml(site.siteName)}</p>
${footer.map((line) => `<p style="margin:0 0 4px 0;">${escapeHtml(line)}</p>`).join('\n')}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: mail.subject, text: `${text}\n`, html };
}
