import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';

/** Not split from the entry, like the landing page: the login page paints without waiting for a second chunk. */
export const Route = createFileRoute('/login')({ codeSplitGroupings: [], component: LoginPage });
