'use client';

import { ListPagination } from '@/components/list-pagination';

/** The minutes table's pager (both portals), shown only when there is more than one page. */
export function MinutesPagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <div className="flex justify-center">
      <ListPagination page={page} total={totalPages} onChange={onChange} />
    </div>
  );
}
