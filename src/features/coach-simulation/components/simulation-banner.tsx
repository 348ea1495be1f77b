'use client';

import { Button } from '@heroui/react';
import { useRouter } from 'next/navigation';
import { useActiveCategories } from '@/features/categories/hooks';
import { simulationMessages } from '../simulation';
import { useCoachSimulation } from '../hooks';

/** Tells an admin in the coach portal that they see it through a simulation, and ends it. */
export function SimulationBanner({ isAdmin }: { isAdmin: boolean }) {
  const { simulated, stop } = useCoachSimulation();
  // The category names are read only when there is a simulation to name: the banner sits in the
  // layout of every coach page.
  if (!isAdmin || simulated.length === 0) return null;
  return <ActiveSimulation simulated={simulated} stop={stop} />;
}

function ActiveSimulation({ simulated, stop }: { simulated: string[]; stop: () => void }) {
  const router = useRouter();
  const categories = useActiveCategories();
  const names = (categories.data ?? []).filter((category) => simulated.includes(category.id)).map((category) => category.name);
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-medium bg-warning-50 px-4 py-2 text-sm text-warning-800"
    >
      <span>
        {simulationMessages.active}: <strong>{names.join(', ')}</strong>
      </span>
      <Button
        size="sm"
        variant="flat"
        color="warning"
        onPress={() => {
          stop();
          router.push('/admin');
        }}
      >
        {simulationMessages.stop}
      </Button>
    </div>
  );
}
