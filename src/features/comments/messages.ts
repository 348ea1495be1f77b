import { isOwnKey } from '@/lib/own-key';

/** The comment toasts stay in English, word for word; the rest of the panel is Czech. */
export const commentMessages = {
  added: 'Comment added successfully!',
  updated: 'Comment updated successfully!',
  deleted: 'Comment deleted successfully!',
  addError: 'Failed to add comment',
  updateError: 'Failed to update comment',
  deleteError: 'Failed to delete comment',
  loadError: 'Chyba při načítání komentářů',
  contentRequired: 'Text komentáře je povinný',
} as const;

export const commentTexts = {
  heading: 'Komentáře',
  add: 'Přidat komentář',
  new: 'Nový komentář',
  edit: 'Upravit komentář',
  content: 'Text',
  type: 'Typ',
  empty: 'Zatím žádné komentáře',
  editAction: 'Upravit',
  deleteAction: 'Smazat',
  deleteTitle: 'Smazat komentář',
  deleteConfirm: 'Opravdu chcete smazat tento komentář?',
  loading: 'Načítám…',
} as const;

/** Comment type (general plus the task types). */
export const COMMENT_TYPES = { general: 'Obecný', feature: 'Funkce', bug: 'Chyba', improvement: 'Vylepšení', technical: 'Technické' } as const;
export type CommentType = keyof typeof COMMENT_TYPES;

export function isCommentType(value: string): value is CommentType {
  return isOwnKey(COMMENT_TYPES, value);
}
