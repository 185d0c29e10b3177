import { createFileRoute } from '@tanstack/react-router';
import { StaffDashboardPage } from '../features/staff/StaffDashboardPage';
import { requireSignedIn } from '../session/guards';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: () => requireSignedIn(),
  component: StaffDashboardPage,
});
