import { z } from 'zod';
import {
  countries,
  currencies,
  experienceRanges,
  preferredContacts,
  registrationFraudTypes,
  specializations,
  urgencyLevels,
} from '../enums.js';
import { validation as v } from '../messages.js';
import {
  amount,
  choice,
  email,
  newPassword,
  optionalText,
  pastDate,
  phone,
  text,
  username,
} from './fields.js';
import { privacyChoiceSchema } from './privacy-notice.js';

/** POST /api/clients/register (client-portal.md §3 and §5). The form uses the same schema. */
export const clientRegistrationSchema = z.object({
  username,
  password: newPassword(),
  email,
  firstName: text(2, v.firstName, 80),
  lastName: text(2, v.lastName, 80),
  phone: phone(),
  country: choice(countries, v.country),
  city: text(2, v.city, 100),
  fraudType: choice(registrationFraudTypes, v.fraudType),
  lossAmount: amount(v.lossAmount),
  currency: choice(currencies, v.currency),
  fraudDate: pastDate(v.fraudDate, v.fraudDateTooOld),
  platform: text(2, v.platform, 150),
  description: text(50, v.description, 5000),
  evidence: optionalText(),
  previousAttempts: optionalText(),
  preferredContact: choice(preferredContacts, v.preferredContact),
  urgencyLevel: choice(urgencyLevels, v.urgencyLevel),
  /** The notice read and the two choices (express consent required, voluntary purposes optional). */
  privacy: privacyChoiceSchema,
});
export type ClientRegistration = z.infer<typeof clientRegistrationSchema>;
export type ClientRegistrationInput = z.input<typeof clientRegistrationSchema>;

export const clientRegistrationResultSchema = z.object({
  userId: z.string(),
  clientId: z.string(),
  caseId: z.string(),
  accountNumber: z.string(),
  caseNumber: z.string(),
});
export type ClientRegistrationResult = z.infer<typeof clientRegistrationResultSchema>;

/** POST /api/agents/register. */
export const agentApplicationSchema = z.object({
  username,
  password: newPassword(),
  email,
  firstName: text(2, v.firstName, 80),
  lastName: text(2, v.lastName, 80),
  phone: phone(),
  licenseNumber: text(5, v.licenseNumber, 50),
  specialization: choice(specializations, v.specialization),
  experience: choice(experienceRanges, v.experience),
  certifications: text(10, v.certifications, 2000),
  languages: text(1, v.languages, 200),
  officeLocation: text(5, v.officeLocation, 200),
  /** As the client registration's. */
  privacy: privacyChoiceSchema,
});
export type AgentApplication = z.infer<typeof agentApplicationSchema>;
