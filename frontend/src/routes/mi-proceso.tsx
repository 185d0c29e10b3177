import { createFileRoute } from '@tanstack/react-router';
import { RecoveryHomePage } from '../features/recovery-home/RecoveryHomePage';

/** 'Mi Proceso de Recuperación': no redirect without a user (the page itself says 'No autorizado'). */
export const Route = createFileRoute('/mi-proceso')({ component: RecoveryHomePage });
