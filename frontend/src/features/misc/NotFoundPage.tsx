import { screenTexts } from '@portal/copy/screen';
import { PageShell } from '../../components/PageShell';
import { StatusScreen } from '../../components/StatusScreen';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink, Icon } from '../../ui';

export function NotFoundPage() {
  useDocumentTitle(screenTexts.notFoundTitle);
  return (
    <PageShell>
      <StatusScreen
        icon="search"
        title={screenTexts.notFoundTitle}
        actions={
          <ButtonLink to="/" variant="primary">
            <Icon name="home" /> {screenTexts.backHome}
          </ButtonLink>
        }
      >
        <p>{screenTexts.notFoundBody}</p>
      </StatusScreen>
    </PageShell>
  );
}
