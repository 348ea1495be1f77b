'use client';

import { Button, Input, Spinner, Switch } from '@heroui/react';
import { useState } from 'react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import type { PageRow } from '../../api';
import { usePages, useUpdatePage } from '../../hooks';

const GROUPS: Record<string, string> = { main: 'Hlavní menu', categories: 'Kategorie', info: 'Informace', admin: 'Přihlášení', sections: 'Sekce úvodní stránky' };

/** One page row: visibility switch, order arrows, and title and route edited in place. */
function PageRowEditor({ page, siblings }: { page: PageRow; siblings: PageRow[] }) {
  const update = useUpdatePage();
  const [title, setTitle] = useState(page.page_title);
  const [route, setRoute] = useState(page.page_route);
  const index = siblings.findIndex((sibling) => sibling.id === page.id);

  function move(offset: -1 | 1) {
    const other = siblings[index + offset];
    if (!other) return;
    // Swap the two rows' positions: two PUTs of the {id, is_visible, sort_order} form.
    update.mutate({ id: page.id, is_visible: page.is_visible, sort_order: other.sort_order });
    update.mutate({ id: other.id, is_visible: other.is_visible, sort_order: page.sort_order });
  }

  return (
    <li className="grid grid-cols-1 items-center gap-2 border-b border-divider py-2 last:border-0 md:grid-cols-[auto_1fr_1fr_auto]">
      <Switch size="sm" isSelected={page.is_visible} aria-label={`Zobrazit ${page.page_title}`} onValueChange={(visible) => update.mutate({ id: page.id, is_visible: visible, sort_order: page.sort_order })} />
      <Input size="sm" aria-label="Název" value={title} onValueChange={setTitle} onBlur={() => title.trim() !== page.page_title && update.mutate({ id: page.id, page_title: title })} />
      <Input size="sm" aria-label="Cesta" value={route} onValueChange={setRoute} onBlur={() => route.trim() !== page.page_route && update.mutate({ id: page.id, page_route: route })} />
      <div className="flex gap-1">
        <Button size="sm" isIconOnly variant="light" aria-label={`Posunout ${page.page_title} výš`} isDisabled={index === 0} onPress={() => move(-1)}>
          ↑
        </Button>
        <Button size="sm" isIconOnly variant="light" aria-label={`Posunout ${page.page_title} níž`} isDisabled={index === siblings.length - 1} onPress={() => move(1)}>
          ↓
        </Button>
      </div>
    </li>
  );
}

/** Page visibility management: what the public menu and home page show, in which order. */
export function PageVisibilityTable() {
  const pages = usePages();
  if (pages.isPending) return <Spinner label="Načítám stránky…" />;
  if (pages.error) return <DatabaseErrorFallback error={pages.error} scope="data" isAuthenticated onRetry={() => void pages.refetch()} />;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      {Object.entries(GROUPS).map(([category, label]) => {
        const rows = pages.data.filter((page) => page.category === category).sort((a, b) => a.sort_order - b.sort_order);
        if (rows.length === 0) return null;
        return (
          <section key={category} aria-label={label} className="flex flex-col gap-1">
            <h3 className="font-semibold">{label}</h3>
            <ul>
              {rows.map((page) => (
                <PageRowEditor key={`${page.id}-${page.page_title}-${page.page_route}`} page={page} siblings={rows} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
