'use client';

import { Button, Card, CardBody, CardHeader, Input, Spinner } from '@heroui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InlineLoadError } from '@/components/inline-load-error';
import { formatDate } from '@/lib/format';
import { showErrorMessage, showSuccess } from '@/lib/toast';
import { calendarFeedUrl } from '../api';
import { useMyCalendarFeed, useRenewCalendarFeed } from '../hooks';
import { availabilityMessages as t } from '../messages';

/**
 * /clen: the account's private calendar link. Only the token's hash is stored, so the link is shown
 * right after it is made; "Vytvořit nový odkaz" replaces it (after a confirmation: the old one stops working).
 */
export function CalendarFeedCard() {
  const feed = useMyCalendarFeed();
  const renew = useRenewCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);

  const create = () =>
    renew.mutate(undefined, {
      onSuccess: (token) => {
        setConfirming(false);
        setUrl(calendarFeedUrl(window.location.origin, token));
      },
    });
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      showSuccess(t.calendarCopied);
    } catch {
      showErrorMessage(t.calendarError);
    }
  };

  return (
    <Card shadow="sm">
      <CardHeader>
        <h2 className="text-lg font-semibold">{t.calendarTitle}</h2>
      </CardHeader>
      <CardBody className="gap-3 pt-0">
        <p className="text-small text-default-600">{t.calendarHint}</p>
        {feed.error ? (
          <InlineLoadError message={t.calendarLoadError} onRetry={() => void feed.refetch()} />
        ) : feed.isPending ? (
          <Spinner size="sm" label={t.calendarTitle} className="self-start" />
        ) : (
          <>
            {url ? (
              <div className="flex items-end gap-2">
                <Input label={t.calendarLink} value={url} isReadOnly className="min-w-0 flex-1" onFocus={(event) => event.target.select()} />
                <Button color="primary" onPress={() => void copy(url)}>
                  {t.calendarCopy}
                </Button>
              </div>
            ) : feed.data ? (
              <p className="text-small">{t.calendarCreatedAt(formatDate(feed.data.createdAt))}</p>
            ) : null}
            <Button
              variant={feed.data ? 'flat' : 'solid'}
              color="primary"
              className="self-start"
              isLoading={renew.isPending && !isConfirming}
              onPress={() => (feed.data ? setConfirming(true) : create())}
            >
              {feed.data ? t.calendarRenew : t.calendarCreate}
            </Button>
          </>
        )}
      </CardBody>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t.calendarRenew}
        message={t.calendarRenewConfirm}
        confirmLabel={t.calendarRenew}
        tone="danger"
        isPending={renew.isPending}
        onConfirm={create}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
