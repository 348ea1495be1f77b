'use client';

import { Button } from '@heroui/react';
import type { MemberFilters } from '../filters';
import { useExportMembersCsv } from '../hooks';
import { memberMessages } from '../messages';

/** The filtered register (every page) as a CSV for Czech Excel. */
export function MembersExportButton({ filters }: { filters: MemberFilters }) {
  const { exportCsv, isPending } = useExportMembersCsv(filters);
  return (
    <Button variant="flat" isLoading={isPending} onPress={() => void exportCsv()} className="shrink-0">
      {memberMessages.exportCsv}
    </Button>
  );
}
