'use client';

import { ToastProvider } from '@heroui/react';

/** Where the portals' toasts appear; loaded after the page by PortalProviders. */
export function ToastRegion() {
  return <ToastProvider placement="top-right" />;
}
