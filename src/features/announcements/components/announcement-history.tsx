'use client';

import { Button, Chip, Spinner } from '@heroui/react';
import { useState } from 'react';
import { InlineLoadError } from '@/components/inline-load-error';
import { formatDateTime } from '@/lib/format';
import type { AnnouncementSummary } from '../api';
import { useAnnouncementRecipients, useAnnouncements } from '../hooks';
import { announcementMessages, announcementTexts } from '../messages';

/** The announcements sent to `categoryIds` (or all, for an admin), newest first, each with its progress and recipients. */
export function AnnouncementHistory({ categoryIds }: { categoryIds: string[] | 'all' }) {
  const announcements = useAnnouncements(categoryIds);
  if (announcements.isPending) return <Spinner label={announcementTexts.loading} className="self-center py-8" />;
  if (announcements.error) return <InlineLoadError message={announcementMessages.loadError} onRetry={() => void announcements.refetch()} />;
  if (announcements.data.length === 0) return <p className="text-default-500">{announcementTexts.empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {announcements.data.map((announcement) => (
        <li key={announcement.id}>
          <AnnouncementItem announcement={announcement} />
        </li>
      ))}
    </ul>
  );
}

function AnnouncementItem({ announcement }: { announcement: AnnouncementSummary }) {
  const [showRecipients, setShowRecipients] = useState(false);
  const done = announcement.sentCount + announcement.failedCount >= announcement.recipientCount;
  return (
    <article className="flex flex-col gap-2 rounded-large border border-default-200 p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">{announcement.subject}</h3>
        <p className="text-small text-default-500">
          {announcement.categoryName ?? announcementTexts.wholeClub} · {formatDateTime(announcement.createdAt)}
        </p>
      </header>
      <p className="whitespace-pre-wrap text-small">{announcement.body}</p>
      <div className="flex flex-wrap items-center gap-2 text-small">
        <Chip size="sm" variant="flat" color={done ? 'success' : 'default'}>
          {announcementTexts.progress(announcement.sentCount, announcement.recipientCount)}
        </Chip>
        {announcement.failedCount > 0 && (
          <Chip size="sm" variant="flat" color="danger">
            {announcementTexts.failed(announcement.failedCount)}
          </Chip>
        )}
        <span className="text-default-500">{announcementTexts.author(announcement.authorName)}</span>
        <Button size="sm" variant="light" aria-expanded={showRecipients} onPress={() => setShowRecipients((shown) => !shown)}>
          {announcementTexts.recipientsToggle}
        </Button>
      </div>
      {showRecipients && <RecipientList announcementId={announcement.id} />}
    </article>
  );
}

function RecipientList({ announcementId }: { announcementId: string }) {
  const recipients = useAnnouncementRecipients(announcementId);
  if (recipients.isPending) return <Spinner size="sm" label={announcementTexts.recipientsLoading} className="self-start" />;
  if (recipients.error) return <InlineLoadError message={announcementMessages.loadError} onRetry={() => void recipients.refetch()} />;
  return (
    <ul className="grid gap-1 text-small sm:grid-cols-2">
      {recipients.data.map((recipient) => (
        <li key={recipient.email} className="flex justify-between gap-2 break-all">
          <span>{recipient.email}</span>
          <span className={recipient.status === 'failed' ? 'text-danger-600' : 'text-default-500'}>{announcementTexts.statuses[recipient.status]}</span>
        </li>
      ))}
    </ul>
  );
}
