/** Stored keys and codes that must never reach a compliance officer's screen (as whole words). */
const storedKeys = [
  'in_progress',
  'in_review',
  'pending',
  'completed',
  'verified',
  'mexico',
  'critical',
  'dashboard',
  'officialId',
  'policeReport',
  'analysis',
  'forensic',
  'forex',
  'email',
  'premium',
  'standard',
  'live',
  'clientDashboard',
  'true',
  'false',
  'null',
  'public',
  'admin',
  'FraudCaseReported',
  'RecoveryProcessOpened',
  'DocumentUploaded',
];
const storedKey = new RegExp(`\\b(${storedKeys.join('|')})\\b`, 'g');
/** An ISO moment (2026-11-20T15:30…), as stored, not as a person reads a date. */
export const ISO_MOMENT = /\d{4}-\d{2}-\d{2}T/;

/**
 * What in a text shown to compliance a person cannot read: raw JSON, ISO moments and stored keys (each as found);
 * none in a readable text.
 */
export function unreadableParts(text: string): string[] {
  return [
    ...(text.includes('{"') ? ['{"'] : []),
    ...(text.match(new RegExp(ISO_MOMENT.source, 'g')) ?? []),
    ...(text.match(storedKey) ?? []),
  ];
}
