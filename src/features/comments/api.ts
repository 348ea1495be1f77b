import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { isCommentType, type CommentType } from './messages';
import type { TCommentForm } from './schema';

export interface Comment {
  id: string;
  content: string;
  author: string;
  user_email: string;
  type: CommentType;
  created_at: string;
}

export interface CommentAuthor {
  name: string;
  email: string;
}

/** The admins' comments, newest first. RLS: admins only. */
export async function listComments(client: TypedSupabaseClient): Promise<Comment[]> {
  const { data, error } = await client.from('comments').select('id, content, author, user_email, type, created_at').order('created_at', { ascending: false });
  if (error) throw error;
  return data.map((row) => {
    if (!isCommentType(row.type)) throw new Error(`Unknown comment type: ${row.type}`);
    return { ...row, type: row.type };
  });
}

/** Idempotent under the mutation's retry: the id is made once by the caller, a second insert is a no-op. */
export async function createComment(client: TypedSupabaseClient, id: string, author: CommentAuthor, comment: TCommentForm): Promise<void> {
  const { error } = await client
    .from('comments')
    .upsert({ id, author: author.name, user_email: author.email, ...comment }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}

export async function updateComment(client: TypedSupabaseClient, id: string, comment: TCommentForm): Promise<void> {
  const { error } = await client.from('comments').update(comment).eq('id', id);
  if (error) throw error;
}

export async function deleteComment(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('comments').delete().eq('id', id);
  if (error) throw error;
}
