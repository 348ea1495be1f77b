'use client';

import { usePathname } from 'next/navigation';
import { ThemeSwitcher } from '@/components/shell/theme-switcher';
import { UserMenu } from './user-menu';
import { NotificationsButton } from '@/features/notifications/components/shared/notifications-button';
import type { ProfileMetadata } from '@/features/auth/user-metadata';
import { ReleaseNotesButton } from '@/features/release-notes/components/shared/release-notes-button';
import { findAdminRoute } from '../admin-routes';

interface AdminTopBarProps {
  fullName: string;
  email: string;
  metadata: ProfileMetadata;
  hasCoachAccess: boolean;
  /** How many release notes the badge counts (the notes stay on the server until opened). */
  releaseNoteCount: number;
}

/**
 * Section title and description, release notes, notifications (the admin shell is admin-only),
 * theme and the user menu with the full name.
 */
export function AdminTopBar({ fullName, email, metadata, hasCoachAccess, releaseNoteCount }: AdminTopBarProps) {
  const route = findAdminRoute(usePathname());
  return (
    <div className="flex min-w-0 flex-1 items-center justify-between gap-2">
      <div className="min-w-0">
        <h1 className="truncate text-lg font-semibold">{route.title}</h1>
        {route.description ? <p className="truncate text-sm text-default-500">{route.description}</p> : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <ReleaseNotesButton count={releaseNoteCount} />
        <NotificationsButton />
        <ThemeSwitcher />
        <UserMenu
          email={email}
          subtitle={fullName}
          metadata={metadata}
          isAdmin
          switchPortal={
            hasCoachAccess
              ? { href: '/coaches/dashboard', label: 'Přepnout do trenérského portálu', confirm: 'Opravdu chcete přepnout do trenérského portálu?' }
              : null
          }
        />
      </div>
    </div>
  );
}
