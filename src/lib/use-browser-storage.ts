import { useCallback, useSyncExternalStore } from 'react';

const CHANGE_EVENT = 'browser-storage-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * A value kept in localStorage, read without a hydration mismatch: the server (and the first
 * client render) see `fallback`, then the stored value. Other tabs stay in sync.
 */
export function useBrowserStorage(key: string, fallback: string): [string, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(key) ?? fallback,
    () => fallback,
  );
  const setValue = useCallback(
    (next: string) => {
      window.localStorage.setItem(key, next);
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [key],
  );
  return [value, setValue];
}

const noSubscription = () => () => undefined;

/** True in the browser after hydration; false on the server and in the hydrating render. */
export function useIsClient(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
