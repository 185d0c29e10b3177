import { z } from 'zod';
import { notificationFactsSchema, notificationKindSchema } from '../schemas/notifications.js';

/**
 * In-app notifications: one stream per recipient (`notifications-<userId>`). A notification carries its kind and
 * the facts its text is made of, never the text itself (contracts' `notificationTexts` writes it when shown).
 */
export const notificationEvents = {
  NotificationPosted: {
    version: 1,
    schema: z.object({
      notificationId: z.string(),
      userId: z.string(),
      kind: notificationKindSchema,
      facts: notificationFactsSchema,
      postedAt: z.string(),
    }),
  },
  NotificationRead: {
    version: 1,
    schema: z.object({ notificationId: z.string(), userId: z.string(), readAt: z.string() }),
  },
} as const;
