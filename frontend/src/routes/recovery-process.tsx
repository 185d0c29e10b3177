import { createFileRoute } from '@tanstack/react-router';
import { RecoveryProcessPage } from '../features/recovery-process/RecoveryProcessPage';

/** Public; a signed-in client sees their own case's phases. */
export const Route = createFileRoute('/recovery-process')({ component: RecoveryProcessPage });
