import { screenTexts } from '@portal/contracts/texts';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../features/misc/PlaceholderPage';

/** Public; built in a later issue. */
export const Route = createFileRoute('/agent-register')({
  component: () => <PlaceholderPage title={screenTexts.agentApply} />,
});
