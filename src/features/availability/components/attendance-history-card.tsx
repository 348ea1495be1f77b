'use client';

import { Card, CardBody, CardHeader, Chip, Spinner } from '@heroui/react';
import { InlineLoadError } from '@/components/inline-load-error';
import { formatDate } from '@/lib/format';
import { labelOf } from '@/lib/labels';
import { attendanceShare, type AttendanceRecord, recordsByMember } from '../attendance-history';
import { useMyAttendance } from '../hooks';
import { availabilityMessages as t } from '../messages';

// Only "přítomen" is coloured: HeroUI's flat danger and warning chips fail colour contrast in the light theme.
const STATUS_COLORS: Record<string, 'success'> = { present: 'success' };

/**
 * The linked members' attendance this season, as the coach recorded it, with the share attended.
 * The status labels are the training feature's, handed in by the page: training shows the
 * members' answers, so this feature must not import it back.
 */
export function AttendanceHistoryCard({ statusLabels }: { statusLabels: Record<string, string> }) {
  const records = useMyAttendance();
  return (
    <Card shadow="sm">
      <CardHeader>
        <h2 className="text-lg font-semibold">{t.history}</h2>
      </CardHeader>
      <CardBody className="gap-4 pt-0">
        {records.error ? (
          <InlineLoadError message={t.portalLoadError} onRetry={() => void records.refetch()} />
        ) : records.isPending ? (
          <Spinner size="sm" label={t.history} className="self-start" />
        ) : records.data.length === 0 ? (
          <p className="text-small text-default-500">{t.historyEmpty}</p>
        ) : (
          recordsByMember(records.data).map((member) => (
            <MemberHistory key={member.memberId} name={member.name} records={member.records} statusLabels={statusLabels} />
          ))
        )}
      </CardBody>
    </Card>
  );
}

function MemberHistory({ name, records, statusLabels }: { name: string; records: AttendanceRecord[]; statusLabels: Record<string, string> }) {
  const share = attendanceShare(records);
  return (
    <section aria-label={`${t.history}: ${name}`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{name}</h3>
        {share.percentage !== null && (
          <Chip size="sm" variant="flat" color="primary">
            {t.attendancePercentage(share.percentage)}
          </Chip>
        )}
      </div>
      <ul className="flex flex-col gap-1 text-small">
        {records.slice(0, 10).map((record) => (
          <li key={record.training_session_id} className="flex items-center justify-between gap-2">
            <span>
              {formatDate(record.session_date)} · {record.title}
            </span>
            <Chip size="sm" variant="flat" color={STATUS_COLORS[record.attendance_status] ?? 'default'}>
              {labelOf(statusLabels, record.attendance_status)}
            </Chip>
          </li>
        ))}
      </ul>
    </section>
  );
}
