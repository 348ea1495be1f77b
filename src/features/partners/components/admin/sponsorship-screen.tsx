'use client';

import { Tab, Tabs } from '@heroui/react';
import { PartnersPanel } from './partners-panel';

/** /admin/sponsorship: main, business and media partners. */
export function SponsorshipScreen() {
  return (
    <Tabs aria-label="Partneři" variant="underlined">
      <Tab key="main" title="Hlavní partneři">
        <PartnersPanel kind="main-partners" />
      </Tab>
      <Tab key="business" title="Partneři">
        <PartnersPanel kind="business-partners" />
      </Tab>
      <Tab key="media" title="Mediální partneři">
        <PartnersPanel kind="media-partners" />
      </Tab>
    </Tabs>
  );
}
