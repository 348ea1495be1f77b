'use client';

import { Chip } from '@heroui/react';

/** A block is a ban until a future time; a past ban_until means the account is active again. */
export function isBlocked(bannedUntil: string | null, now = new Date()): boolean {
  return bannedUntil !== null && new Date(bannedUntil) > now;
}

export function UserStateChip({ bannedUntil }: { bannedUntil: string | null }) {
  return isBlocked(bannedUntil) ? (
    <Chip color="danger" size="sm" variant="flat">
      Zablokován
    </Chip>
  ) : (
    <Chip color="success" size="sm" variant="flat">
      Aktivní
    </Chip>
  );
}
