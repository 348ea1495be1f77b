'use client';

import { Card, CardBody, CardHeader } from '@heroui/react';
import { announcementTexts } from '../messages';
import { AnnouncementForm, type AnnouncementAudience } from './announcement-form';
import { AnnouncementHistory } from './announcement-history';

/** Write an announcement and follow what was sent: the same screen for coaches (their categories) and admins (any, or the whole club). */
export function AnnouncementsScreen({ categories, canWriteClub }: { categories: AnnouncementAudience[]; canWriteClub: boolean }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card as="section" aria-labelledby="announcement-new">
        <CardHeader className="flex-col items-start gap-1">
          <h2 id="announcement-new" className="text-lg font-semibold">
            {announcementTexts.heading}
          </h2>
          <p className="text-small text-default-500">{announcementTexts.intro}</p>
        </CardHeader>
        <CardBody>
          <AnnouncementForm categories={categories} canWriteClub={canWriteClub} />
        </CardBody>
      </Card>
      <section aria-labelledby="announcement-history" className="flex flex-col gap-3">
        <h2 id="announcement-history" className="text-lg font-semibold">
          {announcementTexts.history}
        </h2>
        <AnnouncementHistory categoryIds={canWriteClub ? 'all' : categories.map((category) => category.id)} />
      </section>
    </div>
  );
}
