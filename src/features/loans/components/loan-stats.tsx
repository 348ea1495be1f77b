'use client';

import { Card, CardBody } from '@heroui/react';
import type { LoanStats } from '../logic';
import { LOAN_STATUSES, loanMessages, type LoanStatus } from '../messages';

const COLORS: Record<LoanStatus, string> = { active: 'text-success', expired: 'text-default-600', terminated: 'text-danger' };

/** The management panel's counts: active, ended, cancelled. */
export function LoanStatsCards({ stats }: { stats: LoanStats | undefined }) {
  return (
    <section aria-label={loanMessages.statsLabel} className="grid grid-cols-3 gap-3">
      {(Object.keys(LOAN_STATUSES) as LoanStatus[]).map((status) => (
        <Card key={status} shadow="sm">
          <CardBody className="gap-1 p-3 sm:p-4">
            <span className="text-tiny text-default-500 sm:text-small">{LOAN_STATUSES[status]}</span>
            <span className={`text-2xl font-semibold ${COLORS[status]}`}>{stats ? stats[status] : '–'}</span>
          </CardBody>
        </Card>
      ))}
    </section>
  );
}
