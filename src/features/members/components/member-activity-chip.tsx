import { Chip } from '@heroui/react';
import { MEMBER_ACTIVITY } from '../messages';

/** Whether a member belongs to the club today (the register's "Členství" filter, filters.ts). */
export function MemberActivityChip({ isActive }: { isActive: boolean }) {
  return (
    <Chip size="sm" variant="flat" color={isActive ? 'success' : 'warning'}>
      {MEMBER_ACTIVITY[isActive ? 'active' : 'inactive']}
    </Chip>
  );
}
