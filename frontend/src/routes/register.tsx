import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/registration/RegisterPage';

export const Route = createFileRoute('/register')({ component: RegisterPage });
