'use client';

import { Button } from '@heroui/react';
import type { MemberFilters } from '../filters';
import { useExportMembers, type RosterFormat } from '../hooks';
import { memberMessages } from '../messages';

const LABELS: Record<RosterFormat, string> = { csv: memberMessages.exportCsv, xlsx: memberMessages.exportXlsx };

/** The filtered register (every page) as a CSV for Czech Excel or as an .xlsx workbook. */
export function MembersExportButtons({ filters }: { filters: MemberFilters }) {
  const { exportRoster, pending } = useExportMembers(filters);
  return (
    <div className="flex flex-wrap gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="flat"
          isLoading={pending === format}
          isDisabled={pending !== null && pending !== format}
          onPress={() => void exportRoster(format)}
        >
          {LABELS[format]}
        </Button>
      ))}
    </div>
  );
}
