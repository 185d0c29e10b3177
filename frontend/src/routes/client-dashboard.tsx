import { createFileRoute } from '@tanstack/react-router';
import { ClientDashboardPage } from '../features/client-dashboard/ClientDashboardPage';
import { requireRole } from '../session/guards';

export const Route = createFileRoute('/client-dashboard')({
  beforeLoad: () => requireRole('client'),
  component: ClientDashboardPage,
});
