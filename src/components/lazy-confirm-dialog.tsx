'use client';

import dynamic from 'next/dynamic';
import { useWasOpened } from '@/lib/use-was-opened';
import type { ConfirmDialogProps } from './confirm-dialog';

const ConfirmDialogModal = dynamic(() => import('./confirm-dialog').then((module) => module.ConfirmDialog), { ssr: false });

/** ConfirmDialog for a page's first paint: its code is fetched when it first opens. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return useWasOpened(props.isOpen) ? <ConfirmDialogModal {...props} /> : null;
}
