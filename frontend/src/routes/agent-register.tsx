import { createFileRoute } from '@tanstack/react-router';
import { AgentApplicationPage } from '../features/agent-application/AgentApplicationPage';

/** Public: a lawyer applies to work as an agent (client-portal.md §2). */
export const Route = createFileRoute('/agent-register')({ component: AgentApplicationPage });
