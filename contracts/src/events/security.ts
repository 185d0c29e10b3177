import { z } from 'zod';
import { securityCategories, securityPriorities } from '../enums.js';

const noticeFields = {
  title: z.string(),
  content: z.string(),
  category: z.enum(securityCategories),
  priority: z.enum(securityPriorities),
  isActive: z.boolean(),
  isPublic: z.boolean(),
};

/** Security comments (notices) the administration publishes to clients: one stream per comment. */
export const securityCommentEvents = {
  SecurityCommentPublished: {
    version: 1,
    schema: z.object({ commentId: z.string(), authorId: z.string(), ...noticeFields }),
  },
  SecurityCommentRevised: {
    version: 1,
    schema: z.object({ commentId: z.string(), ...noticeFields }),
  },
  SecurityCommentDeleted: { version: 1, schema: z.object({ commentId: z.string() }) },
} as const;
