import { screenTexts } from '@portal/contracts/texts';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../features/misc/PlaceholderPage';
import { requireRole } from '../session/guards';

/** Built in a later issue; guarded now (admin role, superadmin passes). */
export const Route = createFileRoute('/admin')({
  beforeLoad: () => requireRole('admin'),
  component: () => (
    <PlaceholderPage
      title={screenTexts.staffAdminLinks.users}
      back="/dashboard"
      backLabel={screenTexts.goToDashboard}
    />
  ),
});
