/**
 * The kinds of in-app notification. A stored notification holds its kind and facts, never display text: the
 * screens write each kind's title and body from them (`@portal/copy`'s notificationKindTexts).
 */
export const notificationKinds = [
  'registrationReceived',
  'passwordChanged',
  'caseCommentAdded',
  'phaseCompleted',
  'agentAssigned',
  'documentReviewed',
  'documentRequested',
  'milestoneRecorded',
  // To the client's agent, of what the client did on the portal.
  'clientDocumentSent',
  'clientPlanChosen',
  'clientContactChanged',
  // The answer to the person's ARCO request.
  'privacyRequestAnswered',
] as const;

export type NotificationKind = (typeof notificationKinds)[number];
