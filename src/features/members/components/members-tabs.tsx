'use client';

import { Tab, Tabs } from '@heroui/react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { parseMembersTab } from '../filters';
import { memberMessages } from '../messages';

/** /admin/members and /admin/members?tab=loans (issue 11 §5): the register and the loans panel. */
export function MembersTabs({ members, loans }: { members: ReactNode; loans: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const tab = parseMembersTab(useSearchParams());
  return (
    <Tabs
      aria-label={memberMessages.title}
      variant="underlined"
      selectedKey={tab}
      onSelectionChange={(key) => router.replace(key === 'loans' ? `${pathname}?tab=loans` : pathname, { scroll: false })}
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
