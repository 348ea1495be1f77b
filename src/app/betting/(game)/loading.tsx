'use client';

import { Spinner } from '@heroui/react';

export default function BettingLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label="Načítání…" />
    </div>
  );
}
