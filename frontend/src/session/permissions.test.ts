import { describe, expect, it } from '@jest/globals';
import { mayCall } from './permissions';

describe('mayCall (the route table, as the gateway reads it)', () => {
  it('lets compliance read a case, check a file and read its access log, and write nothing on it', () => {
    for (const name of ['caseFile', 'caseDocuments', 'verifyDocument', 'documentAccessLog'] as const)
      expect({ name, allowed: mayCall('compliance', name) }).toEqual({ name, allowed: true });
    for (const name of [
      'updateCasePhase',
      'addCaseMilestone',
      'addCaseComment',
      'updateCasePlan',
      'addRequiredDocument',
      'removeRequiredDocument',
      'reviewDocument',
    ] as const)
      expect({ name, allowed: mayCall('compliance', name) }).toEqual({ name, allowed: false });
  });

  it('passes a superadmin where an admin may go, and only the superadmin where it alone may', () => {
    expect(mayCall('superadmin', 'addCaseComment')).toBe(true);
    expect(mayCall('admin', 'documentAccessLog')).toBe(true);
    expect(mayCall('agent', 'documentAccessLog')).toBe(false);
    expect(mayCall('agent', 'updateCasePhase')).toBe(true);
    expect(mayCall('client', 'updateCasePhase')).toBe(false);
    expect(mayCall('superadmin', 'opsRebuilds')).toBe(true);
    expect(mayCall('admin', 'opsRebuilds')).toBe(false);
  });

  it('needs a user for any route that is not public', () => {
    expect(mayCall(undefined, 'changePassword')).toBe(false);
    expect(mayCall('client', 'changePassword')).toBe(true);
    expect(mayCall(undefined, 'registerClient')).toBe(true);
  });
});
