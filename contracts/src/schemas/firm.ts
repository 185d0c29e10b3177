import { z } from 'zod';
import { servicePlanKeys } from '../texts/plans.js';
import { privacyConfigSchema } from './privacy-notice.js';

/** One plan's terms (texts/plans.ts `PlanTerms`): what FIRM_CONFIG's `plans` holds and GET /api/plans answers. */
export const planTermsSchema = z.object({
  key: z.enum(servicePlanKeys),
  title: z.string().min(1),
  feePercent: z.number().min(0).max(100),
  timeframe: z.string().min(1),
  costText: z.string().min(1),
  description: z.string(),
  features: z.array(z.string()),
  documents: z.array(z.string()),
  steps: z.array(z.string()),
  recommended: z.boolean(),
});

const decimalText = z.string().regex(/^\d+(?:\.\d{1,6})?$/, 'a decimal such as "17.1234"');
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

/**
 * The operator's file of firm facts (FIRM_CONFIG, JSON; README "Firm configuration"). Everything optional:
 * what is not configured is not shown. Checked at start: a wrong file stops the portal with the path of the
 * wrong field, rather than showing a client something the firm did not say.
 */
export const firmConfigFileSchema = z
  .object({
    emergencyPhone: z.string().min(1),
    registrations: z.array(z.object({ label: z.string().min(1), number: z.string().min(1) }).strict()),
    certifications: z.array(
      z.object({ name: z.string().min(1), verifyUrl: z.url({ protocol: /^https$/ }) }).strict(),
    ),
    plans: z.array(planTermsSchema.strict()),
    /** Pesos per unit of another currency, with the day the rate is from: how the home converts to MXN. */
    exchangeRates: z.record(
      z.string().regex(/^[A-Z]{3}$/),
      z.object({ mxn: decimalText, asOf: dayText }).strict(),
    ),
    /** The firm's privacy notice (responsible party, contact, last update, retention, voluntary purposes). */
    privacy: privacyConfigSchema,
  })
  .partial()
  .strict();
export type FirmConfigFile = z.infer<typeof firmConfigFileSchema>;

/** The firm's terms and conversion rules the services read (from FIRM_CONFIG; demo plans in demo mode). */
export interface FirmTerms {
  plans: z.infer<typeof planTermsSchema>[];
  exchangeRates: Record<string, { mxn: string; asOf: string }>;
}

/** The figures computed over a set of cases: shown only when `closedCases` reaches the minimum sample. */
export const outcomeSchema = z.object({
  casesHandled: z.number().int(),
  closedCases: z.number().int(),
  recoveredCases: z.number().int(),
  /** Closed cases with something recovered over closed cases, percent with one decimal. */
  recoveredShare: z.number(),
  /** The pesos recovered (MXN cases, and others converted at a configured rate), and how many cases that sums. */
  recoveredAmountMxn: z.string(),
  amountCases: z.number().int(),
});

/** GET /api/outcomes: null where fewer than `minimumSample` cases are closed. */
export const outcomesSchema = z.object({
  minimumSample: z.number().int(),
  asOf: z.string(),
  overall: outcomeSchema.nullable(),
  byPlan: z.object({
    standard: outcomeSchema.nullable(),
    express: outcomeSchema.nullable(),
    premium: outcomeSchema.nullable(),
  }),
});
export type Outcomes = z.infer<typeof outcomesSchema>;
