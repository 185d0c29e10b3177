import { createFileRoute } from '@tanstack/react-router';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { SiteContentPage } from '../features/site-content-admin/SiteContentPage';
import { requireRole } from '../session/guards';

/** Indicators and news of the home (admin role, superadmin passes). */
export const Route = createFileRoute('/admin-contenido')({
  beforeLoad: () => requireRole('admin'),
  component: () => <SiteContentPage notifications={<NotificationBell />} />,
});
