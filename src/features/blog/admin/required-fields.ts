import { stripHtml } from '@/lib/sanitize-html';
import { postAdminMessages } from './messages';

export type PostSaveMode = 'create' | 'update';
export type RequiredPostField = 'title' | 'slug' | 'content' | 'status' | 'category_id';

/** A new post needs all five; an update only title, slug and content. */
export const REQUIRED_POST_FIELDS: Record<PostSaveMode, readonly RequiredPostField[]> = {
  create: ['title', 'slug', 'content', 'status', 'category_id'],
  update: ['title', 'slug', 'content'],
};

export type RequiredPostValues = Record<RequiredPostField, string | null | undefined>;

/** An editor's empty document is '<p></p>': content counts when it has text or an image. */
export function isBlankContent(html: string): boolean {
  return stripHtml(html) === '' && !/<img\b/i.test(html);
}

function isMissing(field: RequiredPostField, value: string | null | undefined): boolean {
  if (!value) return true;
  return field === 'content' ? isBlankContent(value) : value.trim() === '';
}

/** The required fields that are empty, in a fixed order (title, slug, content, status, category_id). */
export function missingRequiredFields(values: RequiredPostValues, mode: PostSaveMode): RequiredPostField[] {
  return REQUIRED_POST_FIELDS[mode].filter((field) => isMissing(field, values[field]));
}

/** 'Missing required fields for new post: title, category_id', or null when nothing is missing. */
export function requiredFieldsWarning(missing: readonly RequiredPostField[], mode: PostSaveMode): string | null {
  if (missing.length === 0) return null;
  const prefix = mode === 'create' ? postAdminMessages.missingForNewPost : postAdminMessages.missingForUpdate;
  return `${prefix}${missing.join(', ')}`;
}
