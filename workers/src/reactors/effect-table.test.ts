import { channelReactor, type EffectTable } from './effect-table.js';
import { mailReactor } from './mail.js';
import { notificationsReactor } from './notifications.js';

describe('the reactors built from the side-effect tables', () => {
  it('the mail reactor handles exactly the events that send mail', () => {
    expect([...mailReactor.handles].sort()).toEqual([
      'AgentApplicationApproved',
      'AgentApplicationRejected',
      'AgentApplicationSubmitted',
      'CaseCommentAdded',
      'CaseMilestoneRecorded',
      'ClientAssignedToAgent',
      'DocumentRejected',
      'DocumentVerified',
      'PasswordChanged',
      'PrivacyRequestAnswered',
      'RecoveryPhaseCompleted',
      'RecoveryProcessOpened',
      'RequiredDocumentAdded',
      'UserEmailChanged',
      'UsernameChanged',
    ]);
    expect(mailReactor.name).toBe('mail');
  });

  it('the notifications reactor handles exactly the events that post a notification', () => {
    expect([...notificationsReactor.handles].sort()).toEqual([
      'CaseCommentAdded',
      'CaseMilestoneRecorded',
      'ClientAssignedToAgent',
      'ClientContactRevised',
      'ClientServicePlanChosen',
      'DocumentRejected',
      'DocumentUploaded',
      'DocumentVerified',
      'PasswordChanged',
      'PrivacyRequestAnswered',
      'RecoveryPhaseCompleted',
      'RecoveryProcessOpened',
      'RequiredDocumentAdded',
    ]);
    expect(notificationsReactor.name).toBe('notifications');
  });

  it('refuses an event whose side effects two tables declare', () => {
    const one: EffectTable = { PasswordChanged: { mail: () => [] } };
    const other: EffectTable = { PasswordChanged: { notify: () => [] } };
    expect(() => channelReactor('mail', 'mail', [one, other])).toThrow(
      'The side effects of PasswordChanged are declared twice',
    );
  });
});
