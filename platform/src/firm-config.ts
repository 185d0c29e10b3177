import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  demoPlans,
  type FirmConfigFile,
  type FirmTerms,
  firmConfigFileSchema,
  type PrivacyNoticeConfig,
  privacyNoticeVersion,
} from '@portal/contracts';

/**
 * The operator's file of firm facts (FIRM_CONFIG, a JSON file; README "Firm configuration"): registrations,
 * certifications with their verification links, the emergency line, the plans' terms and exchange rates.
 * Unset: nothing of it is shown, except that demo mode offers the spec's plans. A file that cannot be read or
 * does not match stops the start, naming the path of the wrong field.
 */
export function loadFirmConfig(path: string | undefined, cwd: string): FirmConfigFile {
  if (!path) return {};
  const file = resolve(cwd, path);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`FIRM_CONFIG ${file} cannot be read as JSON: ${(error as Error).message}`);
  }
  const parsed = firmConfigFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ');
    throw new Error(`FIRM_CONFIG ${file} is not valid: ${issues}`);
  }
  return parsed.data;
}

/** The terms the services use: the configured plans, else the spec's plans in demo mode only. */
export function firmTermsOf(file: FirmConfigFile, demoMode: boolean): FirmTerms {
  return {
    plans: file.plans ?? (demoMode ? demoPlans : []),
    exchangeRates: file.exchangeRates ?? {},
  };
}

/**
 * The privacy notice the services use: its version, and the firm's part when FIRM_CONFIG has `privacy`.
 * The domicile is the block's `address`, else the firm's SITE_ADDRESS; a published notice without any stops the
 * start (the law asks for the responsible party's domicile, and the portal invents none).
 */
export function privacyNoticeOf(file: FirmConfigFile, siteAddress: string | null): PrivacyNoticeConfig {
  const privacy = file.privacy;
  if (!privacy) return { version: privacyNoticeVersion(null), published: null };
  const address = privacy.address ?? siteAddress;
  if (!address)
    throw new Error(
      'FIRM_CONFIG is not valid: privacy.address: the domicile of the responsible party (or SITE_ADDRESS)',
    );
  return {
    version: privacyNoticeVersion(privacy.updatedOn),
    published: {
      legalName: privacy.legalName,
      address,
      contact: {
        officer: privacy.contact.officer ?? null,
        email: privacy.contact.email ?? null,
        phone: privacy.contact.phone ?? null,
        address: privacy.contact.address ?? null,
      },
      updatedOn: privacy.updatedOn,
      retention: { months: privacy.retention.months ?? null, text: privacy.retention.text ?? null },
      voluntaryPurposes: privacy.voluntaryPurposes,
    },
  };
}
