import { screenTexts } from '@portal/contracts/texts';
import { useNavigate } from '@tanstack/react-router';
import { markWelcomeCompleted, useSessionUser } from '../../session/session';
import { Button, Icon } from '../../ui';
import { PlaceholderPage } from './PlaceholderPage';

/** Placeholder of the welcome tour: its header button marks the welcome completed and opens the dashboard. */
export function ClientWelcomePage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  return (
    <PlaceholderPage
      title={screenTexts.welcomeButton}
      actions={
        <Button
          variant="primary"
          onPress={() => {
            if (user) markWelcomeCompleted(user.id);
            void navigate({ to: '/client-dashboard' });
          }}
        >
          {screenTexts.goToDashboard} <Icon name="arrowRight" />
        </Button>
      }
    />
  );
}
