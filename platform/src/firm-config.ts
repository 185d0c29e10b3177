import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { demoPlans, type FirmConfigFile, type FirmTerms, firmConfigFileSchema } from '@portal/contracts';

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
