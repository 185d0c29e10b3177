import { z } from 'zod';
import { securityCategories, securityPriorities } from '../enums.js';

/**
 * A security notice as an admin writes it: the facts its events store, which the admin list
 * (`adminSecurityCommentSchema`) shows as stored. Not the request form: its limits and messages are
 * `securityCommentSchema`'s, so a change of the form never changes what the log holds.
 */
export const securityNoticeFields = {
  title: z.string(),
  content: z.string(),
  category: z.enum(securityCategories),
  priority: z.enum(securityPriorities),
  isActive: z.boolean(),
  isPublic: z.boolean(),
};
export type SecurityNotice = z.infer<z.ZodObject<typeof securityNoticeFields>>;

/** The notice's own fields of an event's data or a command, and nothing else (ids, author). */
export function securityNoticeOf({
  title,
  content,
  category,
  priority,
  isActive,
  isPublic,
}: SecurityNotice): SecurityNotice {
  return { title, content, category, priority, isActive, isPublic };
}

/** Security comments (notices) the administration publishes to clients: one stream per comment. */
export const securityCommentEvents = {
  SecurityCommentPublished: {
    version: 1,
    schema: z.object({ commentId: z.string(), authorId: z.string(), ...securityNoticeFields }),
  },
  SecurityCommentRevised: {
    version: 1,
    schema: z.object({ commentId: z.string(), ...securityNoticeFields }),
  },
  SecurityCommentDeleted: { version: 1, schema: z.object({ commentId: z.string() }) },
} as const;
