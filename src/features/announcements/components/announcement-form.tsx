'use client';

import { Button, Input, Select, SelectItem, Switch, Textarea } from '@heroui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { czechPlural } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { useAnnouncementRecipientCount, useSendAnnouncement } from '../hooks';
import { announcementMessages, announcementTexts, BODY_MAX, recipientForms, SUBJECT_MAX, WHOLE_CLUB } from '../messages';
import { ZAnnouncementForm, type TAnnouncementForm } from '../schema';

export interface AnnouncementAudience {
  id: string;
  name: string;
}

const EMPTY = { subject: '', body: '', includeStaff: false };

/**
 * Writes an announcement to one of `categories` (or, for an admin, the whole club). Sending asks
 * first, naming how many accounts it reaches; the text stays in the form until it is recorded.
 */
export function AnnouncementForm({ categories, canWriteClub }: { categories: AnnouncementAudience[]; canWriteClub: boolean }) {
  const audiences = canWriteClub ? [{ id: WHOLE_CLUB, name: announcementTexts.wholeClub }, ...categories] : categories;
  const form = useZodForm(ZAnnouncementForm, { audience: audiences.length === 1 ? (audiences[0]?.id ?? '') : '', ...EMPTY });
  // One id per written announcement: a retried send records it once.
  const [id, setId] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState<TAnnouncementForm | null>(null);
  const count = useAnnouncementRecipientCount(confirming?.audience ?? '', confirming?.includeStaff ?? false, confirming !== null);
  const send = useSendAnnouncement(() => {
    setConfirming(null);
    setId(crypto.randomUUID());
    form.set('subject', '');
    form.set('body', '');
    form.set('includeStaff', false);
  });

  const audienceName = audiences.find((audience) => audience.id === confirming?.audience)?.name ?? '';
  const confirmMessage = count.isPending
    ? announcementTexts.recipientsLoading
    : count.error
      ? announcementMessages.countError
      : count.data === 0
        ? announcementMessages.noRecipients
        : announcementTexts.confirmMessage(czechPlural(count.data, recipientForms), audienceName);

  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const values = form.submit();
        if (values) setConfirming(values);
      }}
    >
      <Select
        label={announcementTexts.audience}
        isRequired
        disallowEmptySelection
        selectedKeys={form.values.audience ? [form.values.audience] : []}
        onChange={(event) => form.set('audience', event.target.value)}
        isInvalid={form.errors.audience !== undefined}
        errorMessage={form.errors.audience}
      >
        {audiences.map((audience) => (
          <SelectItem key={audience.id}>{audience.name}</SelectItem>
        ))}
      </Select>
      <Input label={announcementTexts.subject} isRequired maxLength={SUBJECT_MAX} {...form.text('subject')} />
      <Textarea
        label={announcementTexts.body}
        isRequired
        minRows={5}
        maxLength={BODY_MAX}
        description={`${form.values.body.length} / ${BODY_MAX}`}
        {...form.text('body')}
      />
      <Switch isSelected={form.values.includeStaff} onValueChange={(selected) => form.set('includeStaff', selected)}>
        {form.values.audience === WHOLE_CLUB ? announcementTexts.includeStaffClub : announcementTexts.includeStaff}
      </Switch>
      <Button type="submit" color="primary" className="self-start" isLoading={send.isPending}>
        {announcementTexts.send}
      </Button>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={announcementTexts.confirmTitle}
        message={confirmMessage}
        confirmLabel={announcementTexts.confirm}
        isPending={send.isPending}
        isConfirmDisabled={!count.data}
        onConfirm={() => {
          if (confirming) send.mutate({ id, form: confirming });
        }}
        onClose={() => setConfirming(null)}
      />
    </form>
  );
}
