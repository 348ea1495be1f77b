'use client';

import { useEffect, useId, useState, type ComponentType, type ReactElement } from 'react';

/** What an overlay part loaded on first press receives. */
export interface OverlayPartProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The trigger to wrap in HeroUI's DropdownTrigger or PopoverTrigger: the same element as before the press. */
  trigger: ReactElement;
}

/** The trigger's props: its mark, found again once the overlay has wrapped it; before the press, what loads the overlay. */
export interface OverlayTriggerProps {
  'data-press-overlay': string;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

interface PressLoadedOverlayProps<PartProps extends object> {
  /** A native button; it looks the same before and after the overlay has loaded. */
  renderTrigger: (props: OverlayTriggerProps) => ReactElement;
  /** `() => import('./x').then((module) => module.X)`: the bundler splits X into a chunk of its own. */
  load: () => Promise<ComponentType<OverlayPartProps & PartProps>>;
  /** What the overlay needs besides its state and trigger (its items, what an item does). */
  partProps: PartProps;
}

/**
 * A menu or popover whose code comes with its first press. HeroUI's overlays bring their popover,
 * collection, focus and animation code to every page that shows their trigger, and the portals'
 * top bar, on every page, has three; a visitor opens one now and then. Until pressed the trigger is
 * a plain button; pressed, it loads the overlay, which takes the trigger into its own, focuses it
 * and opens there, so closing it returns the focus to the trigger. A press that cannot load the
 * code (offline) changes nothing, and the next press tries again.
 */
export function PressLoadedOverlay<PartProps extends object>({ renderTrigger, load, partProps }: PressLoadedOverlayProps<PartProps>) {
  const [Overlay, setOverlay] = useState<ComponentType<OverlayPartProps & PartProps> | null>(null);
  const [isOpen, setOpen] = useState(false);
  // React's ids hold neither quotes nor backslashes: safe inside the selector's quotes.
  const mark = useId();

  // Once loaded: the focus first, then the overlay. It keeps whatever holds the focus when it opens
  // as the place to return it to, and its trigger exists only from the render that mounted it. The
  // trigger is found by its mark: a ref would have to be handed to the caller's renderTrigger during
  // render, which React's rules of refs refuse (HeroUI's trigger itself would keep a ref, merged).
  useEffect(() => {
    if (!Overlay) return;
    document.querySelector<HTMLElement>(`[data-press-overlay="${mark}"]`)?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opening waits for the focus above
    setOpen(true);
  }, [Overlay, mark]);

  if (!Overlay) {
    return renderTrigger({
      'data-press-overlay': mark,
      // A pointer over the trigger or the focus on it fetches the code already, so the press finds
      // it there; a second request for the module while it is on its way is the same one.
      onPointerEnter: () => void load().catch(() => undefined),
      onFocus: () => void load().catch(() => undefined),
      onClick: () => {
        load()
          .then((loaded) => setOverlay(() => loaded))
          .catch(() => undefined);
      },
    });
  }
  return <Overlay {...partProps} isOpen={isOpen} onOpenChange={setOpen} trigger={renderTrigger({ 'data-press-overlay': mark })} />;
}
