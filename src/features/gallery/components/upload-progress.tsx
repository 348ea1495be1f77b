'use client';

import { Progress } from '@heroui/react';
import type { UploadItem, UploadStatus } from '../use-photo-upload';

const STATUS_LABELS: Record<UploadStatus, string> = {
  waiting: 'Čeká',
  uploading: 'Nahrává se…',
  done: 'Hotovo',
  failed: 'Chyba',
};
const STATUS_COLORS: Record<UploadStatus, string> = {
  waiting: 'text-default-500',
  uploading: 'text-primary',
  done: 'text-success',
  failed: 'text-danger',
};

/** "Nahráno 3 z 10", a bar, and each file's state with the Czech reason of a failure. */
export function UploadProgress({ items }: { items: UploadItem[] }) {
  if (items.length === 0) return null;
  const done = items.filter((item) => item.status === 'done').length;
  const settled = items.filter((item) => item.status === 'done' || item.status === 'failed').length;
  const failed = items.filter((item) => item.status === 'failed');
  return (
    <section aria-label="Průběh nahrávání" className="flex flex-col gap-2 rounded-medium border border-divider p-3">
      <Progress
        aria-label="Průběh nahrávání"
        value={(settled / items.length) * 100}
        color={failed.length > 0 ? 'warning' : 'success'}
        size="sm"
      />
      <p role="status" className="text-sm font-medium">
        Nahráno {done} z {items.length}
        {failed.length > 0 ? `, nezdařilo se ${failed.length}` : ''}
      </p>
      <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto text-sm">
        {items.map((item) => (
          <li key={item.key} className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-2">
            <span className="min-w-0 truncate">{item.name}</span>
            <span className={STATUS_COLORS[item.status]}>
              {STATUS_LABELS[item.status]}
              {item.problem ? `: ${item.problem}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
