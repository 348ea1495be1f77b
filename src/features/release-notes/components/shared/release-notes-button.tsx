'use client';

import { Badge, Button, useDisclosure } from '@heroui/react';
import dynamic from 'next/dynamic';
import { NotesIcon } from '@/components/icons';
import { useWasOpened } from '@/lib/use-was-opened';

// Fetched when first opened: the button is in every portal page's top bar.
const ReleaseNotesModal = dynamic(() => import('../release-notes-modal').then((module) => module.ReleaseNotesModal), { ssr: false });

/**
 * The top bar's release-notes button with the count of notes. The count comes from the server
 * (releaseNoteCount), so the notes themselves load with the dialog, not with every portal page.
 */
export function ReleaseNotesButton({ count }: { count: number }) {
  const modal = useDisclosure();
  const wasOpened = useWasOpened(modal.isOpen);
  return (
    <>
      <Badge content={count} color="primary" size="sm">
        <Button isIconOnly variant="light" size="sm" aria-label={`Poznámky k verzi (${count})`} onPress={modal.onOpen}>
          <NotesIcon />
        </Button>
      </Badge>
      {wasOpened ? <ReleaseNotesModal isOpen={modal.isOpen} onClose={modal.onClose} /> : null}
    </>
  );
}
