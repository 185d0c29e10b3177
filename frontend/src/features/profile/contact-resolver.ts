import { zodResolver } from '@hookform/resolvers/zod';
import { profileContactSchema } from '@portal/contracts';

/** The contact form's checks: the contracts' schema, as the server checks it. */
export const resolver = zodResolver(profileContactSchema);
