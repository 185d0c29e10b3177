import { createFileRoute } from '@tanstack/react-router';
import { plansQueryOptions } from '../api/get-plans';
import { RecoveryOptionsPage } from '../features/recovery-options/RecoveryOptionsPage';

/** Public; a signed-in client confirms a plan and sends documents. */
export const Route = createFileRoute('/recovery-options')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(plansQueryOptions);
  },
  component: RecoveryOptionsPage,
});
