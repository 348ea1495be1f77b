import { z } from 'zod';
import { COMMENT_TYPES, commentMessages } from './messages';

/** Comment: its text and type; the author comes from the signed-in admin. */
export const ZCommentForm = z.object({
  content: z.string().trim().min(1, commentMessages.contentRequired),
  type: z.enum(Object.keys(COMMENT_TYPES) as [keyof typeof COMMENT_TYPES, ...(keyof typeof COMMENT_TYPES)[]]),
});
export type TCommentFormInput = z.input<typeof ZCommentForm>;
export type TCommentForm = z.output<typeof ZCommentForm>;
