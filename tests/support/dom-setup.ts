import { beforeAll } from 'vitest';

/**
 * HeroUI's buttons and transitions load framer-motion's features with a dynamic import and set
 * state when it arrives. Left to a test, the import can finish after the file's jsdom has been
 * torn down on a slow machine, and React's update then fails with "window is not defined" as an
 * unhandled rejection that fails the whole run. Loaded once up front, every later load resolves
 * within a microtask, while the test that rendered the component is still running.
 */
beforeAll(async () => {
  if (typeof window === 'undefined') return;
  await import('@heroui/dom-animation');
});
