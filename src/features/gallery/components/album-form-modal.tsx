'use client';

import { Input, Switch, Textarea } from '@heroui/react';
import { useState } from 'react';
import { FormModal } from '@/components/form-modal';
import { useSaveTarget } from '@/lib/use-admin-mutation';
import { useZodForm } from '@/lib/use-zod-form';
import type { Album } from '../api/admin';
import { useCreateAlbum, useUpdateAlbum } from '../hooks';
import { ZAlbumForm } from '../schema';
import { slugify } from '@/lib/slug';

/** Add or edit an album; a new album's address follows its title until the admin edits it. */
export function AlbumFormModal({ album, onClose }: { album: Album | null; onClose: () => void }) {
  const create = useCreateAlbum();
  const update = useUpdateAlbum();
  const { id: newId } = useSaveTarget(album);
  // An existing album's address is already public: retitling must not silently change it.
  const [isSlugEdited, setIsSlugEdited] = useState(album !== null);
  const form = useZodForm(ZAlbumForm, {
    title: album?.title ?? '',
    slug: album?.slug ?? '',
    description: album?.description ?? '',
    event_date: album?.event_date ?? '',
    is_published: album?.is_published ?? false,
  });

  function onTitleChange(title: string) {
    form.set('title', title);
    if (!isSlugEdited) form.set('slug', slugify(title));
  }

  function onSlugChange(slug: string) {
    setIsSlugEdited(true);
    form.set('slug', slug);
  }

  function submit() {
    const values = form.submit();
    if (!values) return;
    if (album) update.mutate({ id: album.id, album: values }, { onSuccess: onClose });
    else create.mutate({ id: newId, album: values }, { onSuccess: onClose });
  }

  return (
    <FormModal
      title={album ? 'Upravit album' : 'Nové album'}
      isPending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <Input label="Název alba" isRequired {...form.text('title')} onValueChange={onTitleChange} />
      <Input
        label="Adresa (v URL)"
        description="Vytvoří se z názvu, bez diakritiky"
        isRequired
        {...form.text('slug')}
        onValueChange={onSlugChange}
      />
      <Textarea label="Popis" minRows={2} {...form.text('description')} />
      <Input label="Datum akce" type="date" {...form.text('event_date')} />
      <Switch isSelected={form.values.is_published} onValueChange={(isPublished) => form.set('is_published', isPublished)}>
        Zveřejnit na webu
      </Switch>
    </FormModal>
  );
}
