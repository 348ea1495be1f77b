'use client';

import { Badge, Button, useDisclosure } from '@heroui/react';
import { NotesIcon } from '@/components/icons';
import { RELEASE_NOTES } from '../../release-notes';
import { ReleaseNotesModal } from '../release-notes-modal';

/** Spec §2: the top bar's release-notes button with the count of notes. */
export function ReleaseNotesButton() {
  const modal = useDisclosure();
  return (
    <>
      <Badge content={RELEASE_NOTES.length} color="primary" size="sm">
        <Button isIconOnly variant="light" size="sm" aria-label={`Poznámky k verzi (${RELEASE_NOTES.length})`} onPress={modal.onOpen}>
          <NotesIcon />
        </Button>
      </Badge>
      <ReleaseNotesModal isOpen={modal.isOpen} onClose={modal.onClose} />
    </>
  );
}
