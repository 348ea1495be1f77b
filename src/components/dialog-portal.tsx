'use client';

import { Select, type SelectProps } from '@heroui/react';
import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * HeroUI 2.8 portals a select's list to <body>, and an open dialog marks everything outside it
 * aria-hidden, so screen readers could not reach the options of any select in a dialog. A dialog
 * wraps its content in DialogPortalScope and uses DialogSelect: the list then renders inside the
 * dialog and stays reachable (positioning is unchanged; the element sits at the dialog's end).
 */
const DialogPortalContext = createContext<HTMLElement | null>(null);

export function DialogPortalScope({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <>
      <DialogPortalContext.Provider value={container}>{children}</DialogPortalContext.Provider>
      <div ref={setContainer} />
    </>
  );
}

/** The surrounding dialog's portal target, for other popovers (autocomplete, date picker); undefined outside a dialog. */
export function useDialogPortalContainer(): HTMLElement | undefined {
  return useContext(DialogPortalContext) ?? undefined;
}

/** A HeroUI Select whose list portals into the surrounding dialog. */
export function DialogSelect<Item extends object>({ popoverProps, ...props }: SelectProps<Item>) {
  const container = useContext(DialogPortalContext);
  return <Select<Item> {...props} popoverProps={{ ...popoverProps, portalContainer: container ?? undefined }} />;
}
