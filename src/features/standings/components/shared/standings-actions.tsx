'use client';

import { Button } from '@heroui/react';
import { useGenerateStandings, useRecalculateStandings } from '../../hooks';
import { standingsMessages } from '../../messages';

/** Generating and recalculating a category's table need both a category and a season chosen. */
export function StandingsActions({ target }: { target: { categoryId: string; seasonId: string } | null }) {
  const generate = useGenerateStandings();
  const recalculate = useRecalculateStandings();
  const hint = target ? undefined : standingsMessages.missingIds;
  return (
    <>
      <Button variant="flat" isDisabled={!target} isLoading={generate.isPending} onPress={() => target && generate.mutate(target)} title={hint}>
        {standingsMessages.generate}
      </Button>
      <Button variant="flat" isDisabled={!target} isLoading={recalculate.isPending} onPress={() => target && recalculate.mutate(target)} title={hint}>
        {standingsMessages.recalculate}
      </Button>
    </>
  );
}
