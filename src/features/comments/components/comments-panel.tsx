'use client';

import { Button, Chip, Spinner } from '@heroui/react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { PanelCard } from '@/components/panel-card';
import { InlineLoadError } from '@/components/inline-load-error';
import { formatDateTime } from '@/lib/format';
import type { Comment, CommentAuthor } from '../api';
import { useComments, useDeleteComment } from '../hooks';
import { COMMENT_TYPES, commentMessages, commentTexts } from '../messages';

// The form (its fields and schema) is fetched when it is first opened.
const CommentFormModal = dynamic(() => import('./comment-form-modal').then((module) => module.CommentFormModal), { ssr: false });

/** The dashboard's comments: the admins' notes, newest first, with add, edit and delete. */
export function CommentsPanel({ author }: { author: CommentAuthor }) {
  const comments = useComments();
  const remove = useDeleteComment();
  const [editing, setEditing] = useState<Comment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Comment | null>(null);

  return (
    <PanelCard
      title={commentTexts.heading}
      addLabel={commentTexts.add}
      onAdd={() => setEditing('new')}
      dialogs={
        <>
          {editing ? (
            <CommentFormModal comment={editing === 'new' ? null : editing} author={author} onClose={() => setEditing(null)} />
          ) : null}
          <LazyConfirmDialog
            isOpen={deleting !== null}
            title={commentTexts.deleteTitle}
            message={commentTexts.deleteConfirm}
            confirmLabel={commentTexts.deleteAction}
            tone="danger"
            isPending={remove.isPending}
            onClose={() => setDeleting(null)}
            onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
          />
        </>
      }
    >
      {comments.isPending ? <Spinner label={commentTexts.loading} /> : null}
      {comments.error ? <InlineLoadError message={commentMessages.loadError} onRetry={() => void comments.refetch()} /> : null}
      {comments.data?.length === 0 ? <p className="text-default-500">{commentTexts.empty}</p> : null}
      <ul className="flex flex-col gap-2" aria-label={commentTexts.heading}>
        {comments.data?.map((comment) => (
          <li key={comment.id} className="flex flex-col gap-1 rounded-medium border border-default-100 p-3">
            <div className="flex flex-wrap items-center gap-2 text-xs text-default-500">
              <span className="font-medium text-foreground">{comment.author}</span>
              <span>{formatDateTime(comment.created_at)}</span>
              <Chip size="sm" variant="flat">
                {COMMENT_TYPES[comment.type]}
              </Chip>
            </div>
            <p className="whitespace-pre-line text-sm">{comment.content}</p>
            <div className="flex gap-2">
              <Button size="sm" variant="light" onPress={() => setEditing(comment)}>
                {commentTexts.editAction}
              </Button>
              <Button size="sm" variant="light" color="danger" onPress={() => setDeleting(comment)}>
                {commentTexts.deleteAction}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </PanelCard>
  );
}
