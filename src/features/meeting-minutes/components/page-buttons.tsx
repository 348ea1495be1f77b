'use client';

import { Button } from '@heroui/react';
import { pageButtonWindow } from '../attendee-paging';
import { meetingMinutesTexts } from '../messages';

/** Up to 5 page buttons with previous/next, for the attendee member list. */
export function PageButtons({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={meetingMinutesTexts.candidatePages} className="flex flex-wrap items-center justify-center gap-1">
      <Button size="sm" variant="light" isIconOnly aria-label={meetingMinutesTexts.previousPage} isDisabled={page <= 1} onPress={() => onChange(page - 1)}>
        ‹
      </Button>
      {pageButtonWindow(page, totalPages).map((number) => (
        <Button
          key={number}
          size="sm"
          isIconOnly
          variant={number === page ? 'solid' : 'flat'}
          color={number === page ? 'primary' : 'default'}
          aria-label={meetingMinutesTexts.page(number)}
          aria-current={number === page ? 'page' : undefined}
          onPress={() => onChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button size="sm" variant="light" isIconOnly aria-label={meetingMinutesTexts.nextPage} isDisabled={page >= totalPages} onPress={() => onChange(page + 1)}>
        ›
      </Button>
    </nav>
  );
}
