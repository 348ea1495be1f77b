'use client';

import { Chip } from '@heroui/react';
import { roleLabels, type AppRole } from '@/features/auth/roles';

/** The roles a user holds, by their Czech labels (Admin, Hlavní trenér, Trenér); none means a plain member. */
export function RoleChips({ roles }: { roles: AppRole[] }) {
  const shown = roles.length > 0 ? [...new Set(roles)] : (['member'] as AppRole[]);
  return (
    <div className="flex flex-wrap gap-1">
      {shown.map((role) => (
        <Chip key={role} size="sm" variant="flat" color={role === 'admin' ? 'secondary' : role === 'member' ? 'default' : 'primary'}>
          {roleLabels[role]}
        </Chip>
      ))}
    </div>
  );
}
