import { zodResolver } from '@hookform/resolvers/zod';
import { privacyRequestInputSchema } from '@portal/contracts';

/** The request form's checks: the contracts' schema, as the server checks it. */
export const resolver = zodResolver(privacyRequestInputSchema);
