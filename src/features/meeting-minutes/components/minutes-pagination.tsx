'use client';

import { Pagination } from '@heroui/react';

/** The minutes table's pager (both portals), shown only when there is more than one page. */
export function MinutesPagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <div className="flex justify-center">
      <Pagination showControls page={page} total={totalPages} siblings={2} boundaries={1} onChange={onChange} />
    </div>
  );
}
