import { z } from 'zod';
import { consentChannels } from '../events/privacy-consent.js';
import { roles } from '../roles.js';
import { consentErrors as e } from '../texts/privacy-notice.js';
import './spanish-errors.js';

/**
 * The revision of what the portal itself states in the notice (its data, purposes, stores, roles). Bump it when
 * that part changes in substance: every signed-in client and agent is asked again, as with a new `updatedOn`.
 */
export const PRIVACY_NOTICE_REVISION = 1;

/** The notice's version: the firm's last update and the portal's revision (`2026-11-01.1`; unpublished: `sin-publicar.1`). */
export function privacyNoticeVersion(updatedOn: string | null): string {
  return `${updatedOn ?? 'sin-publicar'}.${PRIVACY_NOTICE_REVISION}`;
}

/** A voluntary purpose's key, as the firm declares it: lower-case letters, digits and hyphens. */
const purposeKey = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'a key of lower-case letters, digits and hyphens, e.g. "boletin"');

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD')
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'a date that exists');

const filled = z.string().trim().min(1);

/**
 * FIRM_CONFIG's `privacy` (README "Firm configuration"): what the firm states in its privacy notice. Without it the
 * notice says the firm has not published one. `address` may be left out when SITE_ADDRESS is the firm's domicile.
 */
export const privacyConfigSchema = z
  .object({
    /** The responsible party's legal name (razón social or the person's name). */
    legalName: filled,
    address: filled.optional(),
    /** Where privacy requests go: at least an e-mail, a phone or an address; the officer's name is optional. */
    contact: z
      .object({ officer: filled, email: z.email(), phone: filled, address: filled })
      .partial()
      .strict()
      .refine(
        (c) => c.email || c.phone || c.address,
        'an e-mail, a phone or an address for privacy requests',
      ),
    /** The notice's last update: a new day is a new version, which signed-in people accept again. */
    updatedOn: isoDay,
    /** How long the data is kept: months after the relationship ends, or the firm's own words (or both). */
    retention: z
      .object({ months: z.number().int().min(1).max(1200), text: filled })
      .partial()
      .strict()
      .refine((r) => r.months !== undefined || r.text !== undefined, 'months or a text'),
    /** The voluntary purposes the firm declares (the portal invents none); each is asked apart. */
    voluntaryPurposes: z
      .array(z.object({ key: purposeKey, text: filled }).strict())
      .max(20)
      .refine((list) => new Set(list.map((p) => p.key)).size === list.length, 'each key once')
      .default([]),
  })
  .strict();
export type PrivacyConfig = z.infer<typeof privacyConfigSchema>;

/** The notice as the services use it (platform's config): its version and, when published, the firm's part. */
export interface PrivacyNoticeConfig {
  version: string;
  published: {
    legalName: string;
    address: string;
    contact: { officer: string | null; email: string | null; phone: string | null; address: string | null };
    updatedOn: string;
    retention: { months: number | null; text: string | null };
    voluntaryPurposes: { key: string; text: string }[];
  } | null;
}

/**
 * The two choices a person makes where data is collected, and when a new notice asks again: the version of the
 * notice they read, the express consent to the processing of financial and patrimonial data (required, `true`
 * only), and the voluntary purposes they accept (by key; those left out are not consented).
 */
export const privacyChoiceSchema = z.object(
  {
    noticeVersion: z.string({ error: e.noticeVersionMissing }).trim().min(1, e.noticeVersionMissing).max(60),
    financialData: z.literal(true, { error: e.financialDataRequired }),
    purposes: z
      .array(z.string().max(40), { error: e.purposeUnknown })
      .max(20, e.purposeUnknown)
      .refine((list) => new Set(list).size === list.length, e.purposesRepeated)
      .default([]),
  },
  { error: e.financialDataRequired },
);
export type PrivacyChoice = z.infer<typeof privacyChoiceSchema>;
export type PrivacyChoiceInput = z.input<typeof privacyChoiceSchema>;

/** The kinds of store configured, which the notice words (texts/privacy.ts `storageKindLabels`). */
export const privacyStorageSchema = z.object({
  events: z.enum(['sqlite', 'postgres', 'esdb']),
  records: z.enum(['sqlite', 'postgres', 'mongodb']),
  documents: z.enum(['files', 'postgres', 'gridfs']),
  mail: z.enum(['smtp', 'files']),
});
export type PrivacyStorage = z.infer<typeof privacyStorageSchema>;

export const accessSubjects = ['case', 'documents', 'history', 'accessLog', 'clientList'] as const;

/** GET /api/public/privacy-notice: what is configured, and what the portal states from its own code. */
export const privacyNoticeSchema = z.object({
  configured: z.boolean(),
  version: z.string(),
  updatedOn: z.string().nullable(),
  responsible: z.object({ legalName: z.string(), address: z.string() }).nullable(),
  contact: z
    .object({
      officer: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
  voluntaryPurposes: z.array(z.object({ key: z.string(), text: z.string() })),
  retention: z.object({ months: z.number().nullable(), text: z.string().nullable() }).nullable(),
  storage: privacyStorageSchema,
  /** Who may see what, from the route table (staff roles; the person always sees their own). */
  access: z.array(z.object({ subject: z.enum(accessSubjects), roles: z.array(z.enum(roles)) })),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

const consentEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('given'),
    noticeVersion: z.string(),
    purposes: z.array(z.string()),
    channel: z.enum(consentChannels),
    at: z.string(),
  }),
  z.object({ kind: z.literal('withdrawn'), noticeVersion: z.string(), purpose: z.string(), at: z.string() }),
]);
export type ConsentEntry = z.infer<typeof consentEntrySchema>;

/** GET /api/privacy/my-consents: the consent in force, whether the current notice must be accepted, the history. */
export const myConsentsSchema = z.object({
  currentVersion: z.string(),
  /** The last notice accepted is not the current one (or none was): the signed-in app asks before anything else. */
  renewalDue: z.boolean(),
  inForce: z
    .object({
      noticeVersion: z.string(),
      financialData: z.literal(true),
      purposes: z.array(z.string()),
      givenAt: z.string(),
    })
    .nullable(),
  /** Newest first. */
  history: z.array(consentEntrySchema),
});
export type MyConsents = z.infer<typeof myConsentsSchema>;

/** POST /api/privacy/my-consents/withdrawals: one voluntary purpose withdrawn. */
export const consentWithdrawalSchema = z.object({
  purpose: z.string({ error: e.purposeUnknown }).trim().min(1, e.purposeUnknown).max(40, e.purposeUnknown),
});
