import {
  type NotificationEvent,
  type NotificationFacts,
  type NotificationKind,
  notificationEvents,
} from '@portal/contracts';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';

/** One stream per recipient: every notification of that person. */
export const notificationStream = (userId: string) => `notifications-${userId}`;

export type NotificationCommand =
  | {
      type: 'PostNotification';
      notificationId: string;
      userId: string;
      kind: NotificationKind;
      facts: NotificationFacts;
    }
  | { type: 'MarkNotificationRead'; notificationId: string; userId: string };

/** The recipient's notifications by id: whether each has been read. */
export interface NotificationState {
  read: Readonly<Record<string, boolean>>;
}

export const notificationDecider: Decider<NotificationCommand, NotificationEvent, NotificationState> = {
  events: notificationEvents,
  initialState: { read: {} },
  evolve(state, event) {
    switch (event.type) {
      case 'NotificationPosted':
        return { read: { ...state.read, [event.data.notificationId]: false } };
      case 'NotificationRead':
        return { read: { ...state.read, [event.data.notificationId]: true } };
    }
  },
  decide(command, state, { now }) {
    const known = Object.hasOwn(state.read, command.notificationId);
    switch (command.type) {
      case 'PostNotification': {
        // The same notification again (a retried job): already posted, nothing new.
        if (known) return [];
        const { notificationId, userId, kind, facts } = command;
        return [
          {
            type: 'NotificationPosted',
            data: { notificationId, userId, kind, facts, postedAt: now.toISOString() },
          },
        ];
      }
      case 'MarkNotificationRead':
        // Not this person's (their stream does not hold it): as if it did not exist.
        if (!known) throw refused.notFound();
        if (state.read[command.notificationId]) return [];
        return [
          {
            type: 'NotificationRead',
            data: {
              notificationId: command.notificationId,
              userId: command.userId,
              readAt: now.toISOString(),
            },
          },
        ];
    }
  },
};
