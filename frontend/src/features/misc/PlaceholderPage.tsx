import { screenTexts } from '@portal/contracts/texts';
import type { ReactNode } from 'react';
import { PageShell } from '../../components/PageShell';
import { StatusScreen } from '../../components/StatusScreen';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink, Icon } from '../../ui';

/** An honest page for a screen that is not built yet. */
export function PlaceholderPage({
  title,
  back = '/',
  backLabel = screenTexts.backHome,
  actions,
}: {
  title: string;
  back?: '/' | '/dashboard' | '/client-dashboard';
  backLabel?: string;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <PageShell>
      <StatusScreen
        icon="clock"
        title={title}
        actions={
          actions ?? (
            <ButtonLink to={back} variant="primary">
              <Icon name="arrowLeft" /> {backLabel}
            </ButtonLink>
          )
        }
      >
        <p>{screenTexts.comingSoon}</p>
      </StatusScreen>
    </PageShell>
  );
}
