import { z } from 'zod';
import { allCurrencies, fraudTypes, urgencyLevels } from '../enums.js';
import { roles } from '../roles.js';

/**
 * The zod schemas of the enumerations. Their lists and labels stay in ../enums.ts and ../roles.ts, which import
 * no zod: the front end's first pages read them through `@portal/contracts/texts` without loading zod.
 */
export const roleSchema = z.enum(roles);
export const fraudTypeSchema = z.enum(fraudTypes);
export const currencySchema = z.enum(allCurrencies);
export const urgencySchema = z.enum(urgencyLevels);
