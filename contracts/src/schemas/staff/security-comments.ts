import { z } from 'zod';
import { securityCategories, securityPriorities } from '../../enums.js';
import { validation as v } from '../../messages.js';
import { choice, text } from '../fields.js';

/** The security comments as administration writes them. */

export const securityCommentSchema = z.object({
  title: text(5, v.securityTitle, 200),
  content: text(10, v.securityContent, 5000),
  category: choice(securityCategories, v.invalidOption),
  priority: choice(securityPriorities, v.invalidOption),
  isActive: z.boolean().default(true),
  isPublic: z.boolean().default(true),
  /** Ignored, whatever it holds: the author is the session's user. */
  authorId: z.unknown().optional(),
});

export const securityCommentUpdateSchema = securityCommentSchema.omit({ authorId: true });
