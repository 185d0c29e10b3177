import { apiErrors } from '@portal/contracts/texts';
import { screenTexts } from '@portal/copy/screen';
import { PageShell } from '../../components/PageShell';
import { StatusScreen } from '../../components/StatusScreen';
import { ButtonLink, NativeButton } from '../../ui';

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
            <NativeButton variant="primary" onClick={() => window.location.reload()}>
              {screenTexts.reloadPage}
            </NativeButton>
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
