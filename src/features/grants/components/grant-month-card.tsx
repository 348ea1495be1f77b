'use client';

import { Button, Card, CardBody, CardHeader, Chip, Dropdown, DropdownItem, DropdownMenu, DropdownTrigger } from '@heroui/react';
import type { Grant } from '../api';
import type { GrantMonth } from '../grant-calendar';
import { grantMessages } from '../messages';

const GRANT_ACTIONS = ['edit', 'toggle-active', 'delete'] as const;
export type GrantAction = (typeof GRANT_ACTIONS)[number];

const texts = grantMessages.actions;

interface GrantMonthCardProps {
  month: GrantMonth<Grant>;
  onAction: (action: GrantAction, grant: Grant) => void;
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
                  <span className={grant.is_active ? 'font-medium' : 'font-medium text-default-500 line-through'}>{grant.name}</span>
                  {grant.description ? <span className="text-tiny text-default-500">{grant.description}</span> : null}
                  {grant.is_active ? null : (
                    <Chip size="sm" variant="flat" className="mt-1">
                      {grantMessages.inactive}
                    </Chip>
                  )}
                </div>
                <Dropdown placement="bottom-end">
                  <DropdownTrigger>
                    <Button size="sm" variant="light" isIconOnly aria-label={texts.menu(grant.name)}>
                      ⋯
                    </Button>
                  </DropdownTrigger>
                  <DropdownMenu
                    aria-label={texts.menu(grant.name)}
                    onAction={(key) => {
                      const action = GRANT_ACTIONS.find((candidate) => candidate === key);
                      if (action) onAction(action, grant);
                    }}
                  >
                    <DropdownItem key="edit">{texts.edit}</DropdownItem>
                    <DropdownItem key="toggle-active">{grant.is_active ? texts.deactivate : texts.activate}</DropdownItem>
                    <DropdownItem key="delete" color="danger" className="text-danger">
                      {texts.delete}
                    </DropdownItem>
                  </DropdownMenu>
                </Dropdown>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
