'use client';

import { useEffect, useState } from 'react';
import { showSuccess, showWarning } from '@/lib/toast';
import { videoMessages } from '../messages';

/** The copy confirmation resets after 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

/** The card's copy-URL action: the clipboard, a toast, and a 2-second "copied" state. */
export function useCopyVideoUrl(url: string) {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    try {
      // navigator.clipboard is missing outside secure contexts (plain http on a LAN address).
      if (!('clipboard' in navigator)) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      showSuccess(videoMessages.copied);
    } catch {
      showWarning(videoMessages.copyFailed);
    }
  }

  return { isCopied, copy };
}
