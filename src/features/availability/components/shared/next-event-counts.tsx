'use client';

import { Chip, Spinner } from '@heroui/react';
import { InlineLoadError } from '@/components/inline-load-error';
import type { EventCounts } from '../../api';
import { startWhen } from '../../event-schedule';
import { useAvailabilityCounts } from '../../hooks';
import { availabilityMessages as t } from '../../messages';

/** The coach dashboard's next event per category: přijde / nepřijde / možná / bez odpovědi, and who has not answered. */
export function NextEventCounts({ categories }: { categories: { id: string; name: string }[] }) {
  const results = useAvailabilityCounts(categories.map((category) => category.id));
  return (
    <section aria-labelledby="next-event-counts" className="flex flex-col gap-3">
      <h2 id="next-event-counts" className="text-lg font-semibold">
        {t.nextEventTitle}
      </h2>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {categories.map((category, index) => {
          const result = results[index];
          return (
            <div key={category.id} className="flex flex-col gap-2 rounded-large bg-content1 p-4 shadow-small">
              <h3 className="font-medium">{category.name}</h3>
              {!result || result.isPending ? (
                <Spinner size="sm" label={t.nextEventTitle} className="self-start" />
              ) : result.error ? (
                <InlineLoadError message={t.countsLoadError} onRetry={() => void result.refetch()} />
              ) : (
                <NextEvent event={result.data.find((event) => !event.is_cancelled)} />
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function NextEvent({ event }: { event: EventCounts | undefined }) {
  if (!event) return <p className="text-small text-default-500">{t.noNextEvent}</p>;
  return (
    <>
      <p className="text-small text-default-600">
        {event.title} · {startWhen(event.starts_at)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Chip size="sm" color="success" variant="flat">
          {event.yes_count} {t.counts.yes}
        </Chip>
        <Chip size="sm" color="danger" variant="flat">
          {event.no_count} {t.counts.no}
        </Chip>
        <Chip size="sm" color="warning" variant="flat">
          {event.maybe_count} {t.counts.maybe}
        </Chip>
        <Chip size="sm" variant="flat">
          {event.unanswered_count} {t.counts.none}
        </Chip>
      </div>
      {event.default_yes_count > 0 && <p className="text-tiny text-default-500">{t.byDefaultCount(event.default_yes_count)}</p>}
      {event.unanswered_names.length > 0 && <p className="text-small">{t.withoutAnswer(event.unanswered_names.join(', '))}</p>}
    </>
  );
}
