'use client';

import { useState } from 'react';
import { showWarning } from '@/lib/toast';
import { useSaveTarget } from '@/lib/use-admin-mutation';
import { useZodForm } from '@/lib/use-zod-form';
import { PostSlugTakenError, type AdminPost } from '../api';
import { postFormValues } from '../form-values';
import { useSavePost } from '../hooks';
import { missingRequiredFields, requiredFieldsWarning, type PostSaveMode } from '../required-fields';
import { postFormSchema } from '../schema';
import { slugify } from '@/lib/slug';

/**
 * The editor's state: the slug follows the title until the admin types one (an existing post
 * keeps its address), and a save first checks the required fields (docs/club-rules.md#blog).
 */
export function usePostForm(post: AdminPost | null, onSaved: () => void) {
  const mode: PostSaveMode = post ? 'update' : 'create';
  const [schema] = useState(() => postFormSchema(mode));
  const form = useZodForm(schema, postFormValues(post));
  const [isSlugEdited, setSlugEdited] = useState(post !== null);
  const [slugConflict, setSlugConflict] = useState<string | null>(null);
  const save = useSavePost();
  const target = useSaveTarget(post);

  function setTitle(title: string) {
    form.set('title', title);
    if (!isSlugEdited) form.set('slug', slugify(title));
  }

  function setSlug(slug: string) {
    setSlugEdited(true);
    setSlugConflict(null);
    form.set('slug', slug);
  }

  function submit() {
    const warning = requiredFieldsWarning(missingRequiredFields(form.values, mode), mode);
    if (warning) showWarning(warning);
    // Parsed even after a warning, so every field shows its own Czech error too.
    const values = form.submit();
    if (!values || warning) return;
    save.mutate(
      { ...target, post: values },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof PostSlugTakenError) setSlugConflict(error.message);
        },
      },
    );
  }

  return { mode, form, setTitle, setSlug, slugConflict, submit, isPending: save.isPending };
}

export type PostForm = ReturnType<typeof usePostForm>;
