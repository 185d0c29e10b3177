/** One message to send. `from` is the transport's (MAIL_FROM). */
export interface OutgoingMail {
  /** The Message-ID header, angle brackets included (`<id@domain>`): stable across retries of the same effect. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers a message; resolves once the peer (SMTP server, file) has accepted it, rejects otherwise. */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
}

/** The nodemailer message of an outgoing mail: multipart/alternative (text, then HTML), our Message-ID. */
export function mailOptions(message: OutgoingMail, from: string) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    // RFC 3834: an automatic message, so that out-of-office replies are not sent back to it.
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
