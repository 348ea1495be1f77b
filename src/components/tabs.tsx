'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  title: string;
  /** Rendered on the server; it reaches the island in the page's payload, shown when selected. */
  panel: ReactNode;
}

/** Keys that move the selection along the tab list (WAI-ARIA tabs, automatic activation). */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Underlined tabs that look like HeroUI's, for public pages: a few lines of state instead of
 * react-aria and framer-motion in a visitor's download. Every panel arrives with the page (the
 * island's props in its payload), so switching needs no request; only the selected one is in the
 * HTML and the DOM, as with HeroUI's tabs. The home page's five category panels rendered hidden
 * made a fifth of its HTML.
 */
export function Tabs({ label, items }: { label: string; items: TabItem[] }) {
  const [selectedKey, setSelectedKey] = useState(items[0]?.key);
  const id = useId();
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent, index: number) {
    const target = nextIndex(event.key, index, items.length);
    const item = target === null ? undefined : items[target];
    if (!item) return;
    event.preventDefault();
    setSelectedKey(item.key);
    tabs.current.get(item.key)?.focus();
  }

  return (
    <>
      <div className="inline-flex max-w-full">
        <div
          role="tablist"
          aria-label={label}
          aria-orientation="horizontal"
          className="scrollbar-hide relative flex h-fit flex-nowrap items-center gap-2 overflow-x-scroll p-1"
        >
          {items.map((item, index) => {
            const isSelected = item.key === selectedKey;
            return (
              <button
                key={item.key}
                ref={(node) => {
                  if (node) tabs.current.set(item.key, node);
                  else tabs.current.delete(item.key);
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${index}`}
                aria-controls={isSelected ? `${id}-panel-${index}` : undefined}
                aria-selected={isSelected}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setSelectedKey(item.key)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={`relative z-0 flex h-8 w-full cursor-pointer items-center justify-center px-3 py-1 text-small outline-none transition-opacity focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${isSelected ? '' : 'hover:opacity-disabled'}`}
              >
                <span
                  className={`relative z-10 whitespace-nowrap transition-colors ${isSelected ? 'text-foreground' : 'text-default-500'}`}
                >
                  {item.title}
                </span>
                {isSelected ? (
                  <span
                    aria-hidden
                    className="absolute bottom-0 left-[10%] z-0 h-[2px] w-[80%] bg-foreground shadow-[0_1px_0px_0_rgba(0,0,0,0.05)]"
                  />
                ) : null}
              </button>
            );
          })}
        </div>
      </div>
      {items.map((item, index) =>
        item.key === selectedKey ? (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            tabIndex={0}
            className="px-0 py-3 outline-none focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {item.panel}
          </div>
        ) : null,
      )}
    </>
  );
}
