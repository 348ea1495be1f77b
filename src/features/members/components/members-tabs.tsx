'use client';

import { Tab, Tabs } from '@heroui/react';
import type { ReactNode } from 'react';
import { useUrlState } from '@/lib/use-url-state';
import { membersTabState } from '../filters';
import { memberMessages } from '../messages';

/** /admin/members and /admin/members?tab=loans: the register and the loans panel. */
export function MembersTabs({ members, loans }: { members: ReactNode; loans: ReactNode }) {
  const [{ tab }, setTab] = useUrlState(membersTabState);
  return (
    <Tabs
      aria-label={memberMessages.title}
      variant="underlined"
      selectedKey={tab ?? 'members'}
      onSelectionChange={(key) => setTab({ tab: key === 'loans' ? 'loans' : null })}
    >
      <Tab key="members" title={memberMessages.tabMembers}>
        {members}
      </Tab>
      <Tab key="loans" title={memberMessages.tabLoans}>
        {loans}
      </Tab>
    </Tabs>
  );
}
