import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@portal/contracts';

/** The password change's checks: the contracts' schema (the confirmation must match). */
export const resolver = zodResolver(changePasswordFormSchema);
