'use client';

import { Input, SelectItem, Textarea } from '@heroui/react';
import { defaultExcerpt } from '../excerpt';
import { POST_STATUS_LABELS, POST_STATUSES, type PostStatus } from '../messages';
import { PostImageUploader } from './post-image-uploader';
import { PostRelationFields } from './post-relation-fields';
import { RichTextEditor } from './rich-text-editor';
import type { PostForm } from './use-post-form';
import { DialogSelect } from '@/components/dialog-portal';

/** Every field of a post; which ones are marked required depends on create vs update. */
export function PostFormFields({ editor }: { editor: PostForm }) {
  const { form, mode } = editor;
  const { values, errors } = form;
  const isNew = mode === 'create';
  const slugError = errors.slug ?? editor.slugConflict ?? undefined;
  const excerptHint = defaultExcerpt(values.content);

  return (
    <div className="flex flex-col gap-4">
      <Input label="Název" isRequired {...form.text('title')} onValueChange={editor.setTitle} />
      <Input
        label="Adresa (slug)"
        isRequired
        {...form.text('slug')}
        onValueChange={editor.setSlug}
        isInvalid={slugError !== undefined}
        errorMessage={slugError}
        description={values.slug ? `/blog/${values.slug}` : 'Vytvoří se z názvu'}
      />
      <RichTextEditor
        value={values.content}
        onChange={(html) => form.set('content', html)}
        isInvalid={errors.content !== undefined}
        errorMessage={errors.content}
      />
      <Textarea
        label="Perex"
        minRows={2}
        {...form.text('excerpt')}
        placeholder={excerptHint || undefined}
        description="Nevyplníte-li perex, zobrazí se začátek textu (150 znaků)."
      />
      <PostRelationFields
        categoryId={values.category_id}
        matchId={values.match_id}
        categoryError={errors.category_id}
        isCategoryRequired={isNew}
        onCategoryChange={(categoryId) => {
          form.set('category_id', categoryId);
          form.set('match_id', '');
        }}
        onMatchChange={(matchId) => form.set('match_id', matchId)}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Input label="Štítky" description="Oddělte čárkou, např. muži, výhra" {...form.text('tags')} />
        <DialogSelect
          label="Stav"
          isRequired={isNew}
          selectedKeys={[values.status]}
          disallowEmptySelection
          onChange={(event) => form.set('status', event.target.value as PostStatus)}
          isInvalid={errors.status !== undefined}
          errorMessage={errors.status}
        >
          {POST_STATUSES.map((status) => (
            <SelectItem key={status}>{POST_STATUS_LABELS[status]}</SelectItem>
          ))}
        </DialogSelect>
      </div>
      <PostImageUploader imageUrl={values.image_url || null} onChange={(url) => form.set('image_url', url ?? '')} />
    </div>
  );
}
