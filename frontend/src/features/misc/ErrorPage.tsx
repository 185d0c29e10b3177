import { apiErrors, screenTexts } from '@portal/contracts';
import { PageShell } from '../../components/PageShell';
import { StatusScreen } from '../../components/StatusScreen';
import { Button, ButtonLink } from '../../ui';

/** Shown when a screen fails in a way it did not handle. */
export function ErrorPage() {
  return (
    <PageShell>
      <StatusScreen
        icon="alert"
        tone="error"
        role="alert"
        title={screenTexts.unexpectedErrorTitle}
        actions={
          <>
            <Button variant="primary" onPress={() => window.location.reload()}>
              {screenTexts.reloadPage}
            </Button>
            <ButtonLink to="/" variant="secondary">
              {screenTexts.backHome}
            </ButtonLink>
          </>
        }
      >
        <p>{apiErrors.internal}</p>
      </StatusScreen>
    </PageShell>
  );
}
