'use client';

import { Tab, Tabs } from '@heroui/react';
import { ClubConfigForm } from './club-config-form';
import { PageVisibilityTable } from '@/features/page-visibility/components/shared/page-visibility-table';

/** /admin/club-config: the club's data and the public site's pages and sections. */
export function ClubConfigScreen() {
  return (
    <Tabs aria-label="Nastavení klubu" variant="underlined">
      <Tab key="config" title="Údaje klubu">
        <ClubConfigForm />
      </Tab>
      <Tab key="pages" title="Stránky a sekce webu">
        <PageVisibilityTable />
      </Tab>
    </Tabs>
  );
}
