import { createFileRoute } from '@tanstack/react-router';
import { ClientWelcomePage } from '../features/misc/ClientWelcomePage';
import { requireRole } from '../session/guards';

export const Route = createFileRoute('/client-welcome')({
  beforeLoad: () => requireRole('client'),
  component: ClientWelcomePage,
});
