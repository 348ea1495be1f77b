'use client';

import { SelectItem, Textarea } from '@heroui/react';
import { useState } from 'react';
import { DialogSelect } from '@/components/dialog-portal';
import { FormModal } from '@/components/form-modal';
import { useZodForm } from '@/lib/use-zod-form';
import type { Comment, CommentAuthor } from '../api';
import { useCreateComment, useUpdateComment } from '../hooks';
import { COMMENT_TYPES, commentTexts, isCommentType } from '../messages';
import { ZCommentForm } from '../schema';

/** Add a comment as the signed-in admin, or edit one. */
export function CommentFormModal({ comment, author, onClose }: { comment: Comment | null; author: CommentAuthor; onClose: () => void }) {
  const create = useCreateComment(author);
  const update = useUpdateComment();
  // Made once per open form: a retried create finds its own row.
  const [newId] = useState(() => crypto.randomUUID());
  const form = useZodForm(ZCommentForm, { content: comment?.content ?? '', type: comment?.type ?? 'general' });

  function submit() {
    const values = form.submit();
    if (!values) return;
    if (comment) update.mutate({ id: comment.id, comment: values }, { onSuccess: onClose });
    else create.mutate({ id: newId, comment: values }, { onSuccess: onClose });
  }

  return (
    <FormModal title={comment ? commentTexts.edit : commentTexts.new} isPending={create.isPending || update.isPending} onSubmit={submit} onClose={onClose}>
      <Textarea label={commentTexts.content} isRequired autoFocus {...form.text('content')} />
      <DialogSelect
        label={commentTexts.type}
        disallowEmptySelection
        selectedKeys={[form.values.type]}
        onChange={(event) => {
          const type = event.target.value;
          if (isCommentType(type)) form.set('type', type);
        }}
      >
        {Object.entries(COMMENT_TYPES).map(([key, label]) => (
          <SelectItem key={key}>{label}</SelectItem>
        ))}
      </DialogSelect>
    </FormModal>
  );
}
