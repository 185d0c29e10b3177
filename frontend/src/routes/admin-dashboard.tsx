import { screenTexts } from '@portal/contracts/texts';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../features/misc/PlaceholderPage';
import { requireRole } from '../session/guards';

/** Built in a later issue; guarded now (admin role, superadmin passes). */
export const Route = createFileRoute('/admin-dashboard')({
  beforeLoad: () => requireRole('admin'),
  component: () => (
    <PlaceholderPage
      title={screenTexts.adminDashboardTitle}
      back="/dashboard"
      backLabel={screenTexts.goToDashboard}
    />
  ),
});
