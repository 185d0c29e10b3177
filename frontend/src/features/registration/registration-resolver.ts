import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ClientRegistration,
  type ClientRegistrationInput,
  clientRegistrationSchema,
  validation,
} from '@portal/contracts';
import type { Resolver } from 'react-hook-form';
import { todayIso } from '../../lib/format';

const { fraudDate } = clientRegistrationSchema.shape;

/** zodResolver(clientRegistrationSchema), plus: the fraud date cannot be after today (in the user's time zone). */
export const resolver: Resolver<ClientRegistrationInput, unknown, ClientRegistration> = zodResolver(
  clientRegistrationSchema.extend({
    fraudDate: fraudDate.refine((date) => date <= todayIso(), validation.fraudDateFuture),
  }),
);
