'use client';

import { Button } from '@heroui/react';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { useDeleteLineup } from '../hooks';
import { lineupFormTexts } from '../messages';

/** A stored sheet is deleted (soft) only after the coach confirms; saving the team again brings one back. */
export function DeleteLineupButton({ lineupId, teamName }: { lineupId: string; teamName: string }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteLineup();
  return (
    <>
      <Button variant="light" color="danger" onPress={() => setIsConfirming(true)} aria-label={`${lineupFormTexts.delete} – ${teamName}`}>
        {lineupFormTexts.delete}
      </Button>
      <LazyConfirmDialog
        isOpen={isConfirming}
        title={lineupFormTexts.confirmDeleteTitle}
        message={lineupFormTexts.confirmDelete(teamName)}
        confirmLabel={lineupFormTexts.delete}
        tone="danger"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(lineupId, { onSuccess: () => setIsConfirming(false) })}
        onClose={() => setIsConfirming(false)}
      />
    </>
  );
}
