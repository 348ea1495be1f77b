'use client';

import { Input, SelectItem, Switch, Textarea } from '@heroui/react';
import { useState } from 'react';
import { DialogSelect } from '@/components/dialog-portal';
import { FormModal } from '@/components/form-modal';
import type { CategoryOption } from '@/features/categories/api';
import { useClubs } from '@/features/clubs/hooks';
import { useSeasons } from '@/features/seasons/hooks';
import { useZodForm } from '@/lib/use-zod-form';
import type { VideoRow } from '../api';
import { useCreateVideo, useUpdateVideo } from '../hooks';
import { videoMessages } from '../messages';
import { ZVideoForm } from '../schema';

const fields = videoMessages.fields;

interface VideoFormModalProps {
  video: VideoRow | null;
  /** The categories this user may file a video under (a coach: their own). */
  categories: CategoryOption[];
  onClose: () => void;
}

/** Video form: add or edit; the YouTube id and thumbnail come from the URL. */
export function VideoFormModal({ video, categories, onClose }: VideoFormModalProps) {
  const create = useCreateVideo();
  const update = useUpdateVideo();
  // One id per dialog: a double click or a retried submit of the same new video cannot insert twice.
  const [newId] = useState(() => crypto.randomUUID());
  const clubs = useClubs();
  const seasons = useSeasons();
  const form = useZodForm(ZVideoForm, {
    title: video?.title ?? '',
    youtube_url: video?.youtube_url ?? '',
    // A coach with one category files every video there; no choice to make.
    category_id: video?.category_id ?? (categories.length === 1 ? (categories[0]?.id ?? '') : ''),
    description: video?.description ?? '',
    club_id: video?.club_id ?? '',
    season_id: video?.season_id ?? '',
    recording_date: video?.recording_date ?? '',
    is_active: video?.is_active ?? true,
  });

  function submit() {
    const values = form.submit();
    if (!values) return;
    if (video) update.mutate({ id: video.id, video: values }, { onSuccess: onClose });
    else create.mutate({ id: newId, video: values }, { onSuccess: onClose });
  }

  const select = (name: 'category_id' | 'club_id' | 'season_id') => ({
    selectedKeys: form.values[name] ? [form.values[name]] : [],
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
    isInvalid: form.errors[name] !== undefined,
    errorMessage: form.errors[name],
  });

  return (
    <FormModal
      title={video ? videoMessages.editTitle : videoMessages.newTitle}
      isPending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <Input label={fields.title} isRequired autoFocus {...form.text('title')} />
      <Input label={fields.youtubeUrl} description={fields.youtubeUrlHint} type="url" isRequired {...form.text('youtube_url')} />
      <DialogSelect label={fields.category} isRequired items={categories} {...select('category_id')}>
        {(category) => <SelectItem key={category.id}>{category.name}</SelectItem>}
      </DialogSelect>
      <Textarea label={fields.description} {...form.text('description')} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <DialogSelect label={fields.club} items={clubs.data ?? []} {...select('club_id')}>
          {(club) => <SelectItem key={club.id}>{club.name}</SelectItem>}
        </DialogSelect>
        <DialogSelect label={fields.season} items={seasons.data ?? []} {...select('season_id')}>
          {(season) => <SelectItem key={season.id}>{season.name}</SelectItem>}
        </DialogSelect>
      </div>
      <Input label={fields.recordingDate} type="date" {...form.text('recording_date')} />
      <Switch isSelected={form.values.is_active} onValueChange={(value) => form.set('is_active', value)}>
        {fields.active}
      </Switch>
    </FormModal>
  );
}
