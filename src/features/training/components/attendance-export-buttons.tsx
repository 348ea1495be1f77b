'use client';

import { Button } from '@heroui/react';
import { useState } from 'react';
import { downloadTextFile } from '@/lib/csv-file';
import { downloadXlsxFile } from '@/lib/download-file';
import { toIsoDay } from '@/lib/format';
import { slugify } from '@/lib/slug';
import { showFailure } from '@/lib/toast';
import type { MemberAttendanceSummary } from '../api';
import { attendanceCsv, attendanceTable } from '../attendance-csv';
import { attendanceMessages } from '../messages';

/** The summary as a CSV for Czech Excel or as an .xlsx workbook (exceljs loads on the click). */
export function AttendanceExportButtons({ rows, categoryName }: { rows: readonly MemberAttendanceSummary[]; categoryName: string }) {
  const [isPreparingXlsx, setIsPreparingXlsx] = useState(false);
  const fileName = (extension: string) => `dochazka-${slugify(categoryName)}-${toIsoDay(new Date())}.${extension}`;

  async function exportXlsx() {
    setIsPreparingXlsx(true);
    try {
      await downloadXlsxFile(attendanceTable(rows), attendanceMessages.exportSheetName, fileName('xlsx'));
    } catch (error) {
      showFailure(attendanceMessages.exportError, error);
    } finally {
      setIsPreparingXlsx(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="flat" onPress={() => downloadTextFile(attendanceCsv(rows), fileName('csv'))}>
        {attendanceMessages.exportCsv}
      </Button>
      <Button variant="flat" isLoading={isPreparingXlsx} onPress={() => void exportXlsx()}>
        {attendanceMessages.exportXlsx}
      </Button>
    </div>
  );
}
