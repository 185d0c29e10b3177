import { createFileRoute } from '@tanstack/react-router';
import { EnrolmentPage } from '../features/second-factor/EnrolmentPage';

/**
 * The second factor's enrolment at sign-in. No guard: the person has no stored user yet (the
 * password opened a session that may only enrol); the server refuses anyone else and the 401 goes to /login.
 */
export const Route = createFileRoute('/verificacion-en-dos-pasos')({ component: EnrolmentPage });
