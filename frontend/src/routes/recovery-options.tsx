import { screenTexts } from '@portal/contracts/texts';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../features/misc/PlaceholderPage';

/** Public; built in a later issue. */
export const Route = createFileRoute('/recovery-options')({
  component: () => <PlaceholderPage title={screenTexts.recoveryOptionsTitle} />,
});
