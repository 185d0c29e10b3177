import { zodResolver } from '@hookform/resolvers/zod';
import { agentApplicationSchema } from '@portal/contracts';

/** The application's checks: the contracts' schema, as the server checks it. */
export const resolver = zodResolver(agentApplicationSchema);
