import { createFileRoute } from '@tanstack/react-router';
import { privacyNoticeQueryOptions } from '../api/get-privacy-notice';
import { PrivacyNoticePage } from '../features/privacy-notice/PrivacyNoticePage';

/** Public, signed out too: linked from the footer and from both registration forms. */
export const Route = createFileRoute('/aviso-de-privacidad')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(privacyNoticeQueryOptions);
  },
  component: PrivacyNoticePage,
});
