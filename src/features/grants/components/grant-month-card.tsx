'use client';

import { Card, CardBody, CardHeader, Chip } from '@heroui/react';
import { ManageActionsMenu, type ManageAction } from '@/components/manage-actions-menu';
import type { Grant } from '../api';
import type { GrantMonth } from '../grant-calendar';
import { grantMessages } from '../messages';

interface GrantMonthCardProps {
  month: GrantMonth<Grant>;
  onAction: (action: ManageAction, grant: Grant) => void;
}

/** One month of the calendar with the grants due in it. */
export function GrantMonthCard({ month, onAction }: GrantMonthCardProps) {
  const headingId = `grant-month-${month.month}`;
  return (
    <Card as="section" aria-labelledby={headingId} className="h-full">
      <CardHeader className="flex items-center justify-between gap-2 pb-1">
        <h2 id={headingId} className="text-base font-semibold">
          {month.name}
        </h2>
        <Chip size="sm" variant="flat" color={month.grants.length > 0 ? 'primary' : 'default'}>
          {month.grants.length}
        </Chip>
      </CardHeader>
      <CardBody className="pt-1">
        {month.grants.length === 0 ? (
          <p className="text-small text-default-400">{grantMessages.noGrants}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {month.grants.map((grant) => (
              <li key={grant.id} className="flex items-start justify-between gap-2 rounded-medium bg-default-100 p-2">
                <div className="flex min-w-0 flex-col">
                  <span className={grant.is_active ? 'font-medium' : 'font-medium text-default-500 line-through'}>
                    {grant.name}
                  </span>
                  {grant.description ? <span className="text-tiny text-default-500">{grant.description}</span> : null}
                  {grant.is_active ? null : (
                    <Chip size="sm" variant="flat" className="mt-1">
                      {grantMessages.inactive}
                    </Chip>
                  )}
                </div>
                <ManageActionsMenu
                  label={grantMessages.actionsMenu(grant.name)}
                  isActive={grant.is_active}
                  variant="light"
                  onAction={(action) => onAction(action, grant)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
