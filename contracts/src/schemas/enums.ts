import { z } from 'zod';
import {
  allCurrencies,
  casePriorities,
  commentTypes,
  documentStatuses,
  fraudTypes,
  phaseStatuses,
  preferredContacts,
  recoveryPriorities,
  recoveryStatuses,
  securityCategories,
  securityPriorities,
  timelineTypes,
  urgencyLevels,
} from '../enums.js';
import { recoveryPhaseKeys } from '../labels/case.js';
import { roles } from '../roles.js';

/**
 * The zod schemas of the enumerations. Their lists and labels stay in ../enums.ts and ../roles.ts, which import
 * no zod: the front end's first pages read them through `@portal/contracts/texts` without loading zod.
 * A response field that holds a key uses one of these, so the front end indexes its label maps with the key.
 */
export const roleSchema = z.enum(roles);
export const fraudTypeSchema = z.enum(fraudTypes);
export const currencySchema = z.enum(allCurrencies);
export const urgencySchema = z.enum(urgencyLevels);
export const preferredContactSchema = z.enum(preferredContacts);
export const casePrioritySchema = z.enum(casePriorities);
export const phaseKeySchema = z.enum(recoveryPhaseKeys);
export const phaseStatusSchema = z.enum(phaseStatuses);
export const documentStatusSchema = z.enum(documentStatuses);
export const timelineTypeSchema = z.enum(timelineTypes);
export const commentTypeSchema = z.enum(commentTypes);
export const recoveryStatusSchema = z.enum(recoveryStatuses);
export const recoveryPrioritySchema = z.enum(recoveryPriorities);
export const securityCategorySchema = z.enum(securityCategories);
export const securityPrioritySchema = z.enum(securityPriorities);
