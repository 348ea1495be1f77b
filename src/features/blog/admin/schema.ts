import { z } from 'zod';
import { POST_STATUSES, postAdminMessages } from './messages';
import { missingRequiredFields, type PostSaveMode, type RequiredPostField } from './required-fields';
import { SLUG_PATTERN } from '@/lib/slug';

const REQUIRED_MESSAGES: Record<RequiredPostField, string> = {
  title: postAdminMessages.titleRequired,
  slug: postAdminMessages.slugRequired,
  content: postAdminMessages.contentRequired,
  status: postAdminMessages.statusRequired,
  category_id: postAdminMessages.categoryRequired,
};

/** 'zápas, Muži ,, zápas' → ['zápas', 'Muži']: trimmed, no empties, no repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

const optionalText = z.string().transform((value) => value.trim() || null);

/**
 * The post form as typed (all text; tags comma-separated) and as saved. Which fields are required
 * depends on create vs update, so the rule is the pure one in required-fields.ts.
 */
export function postFormSchema(mode: PostSaveMode) {
  return z
    .object({
      title: z.string().trim(),
      slug: z.string().trim(),
      content: z.string(),
      excerpt: optionalText,
      tags: z.string().transform(parseTags),
      category_id: optionalText,
      match_id: optionalText,
      image_url: optionalText,
      status: z.enum(POST_STATUSES, { message: postAdminMessages.statusRequired }),
    })
    .superRefine((post, context) => {
      for (const field of missingRequiredFields(post, mode))
        context.addIssue({ code: 'custom', path: [field], message: REQUIRED_MESSAGES[field] });
      if (post.slug && !SLUG_PATTERN.test(post.slug))
        context.addIssue({ code: 'custom', path: ['slug'], message: postAdminMessages.slugInvalid });
    });
}
export type TPostFormValues = z.input<ReturnType<typeof postFormSchema>>;
export type TPostInput = z.output<ReturnType<typeof postFormSchema>>;
