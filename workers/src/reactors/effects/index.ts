import type { EffectTable } from '../effect-table.js';
import { agentApplicationEffects } from './agent-application.js';
import { caseDocumentEffects } from './case-document.js';
import { clientEffects } from './client.js';
import { fraudCaseEffects } from './fraud-case.js';
import { privacyRequestEffects } from './privacy-request.js';
import { recoveryProcessEffects } from './recovery-process.js';
import { userEffects } from './user.js';

/** Every aggregate's side effects (`effects/<aggregate>.ts`): one line each. */
export const sideEffects: readonly EffectTable[] = [
  recoveryProcessEffects,
  userEffects,
  fraudCaseEffects,
  clientEffects,
  caseDocumentEffects,
  agentApplicationEffects,
  privacyRequestEffects,
];
