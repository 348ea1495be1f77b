import { ThemeSwitcher } from '@/components/shell/theme-switcher';
import { UserMenu } from './user-menu';
import type { ProfileMetadata } from '@/features/auth/user-metadata';
import { ReleaseNotesButton } from '@/features/release-notes/components/shared/release-notes-button';

interface CoachTopBarProps {
  email: string;
  roleLabel: string;
  metadata: ProfileMetadata;
  hasAdminAccess: boolean;
  /** How many release notes the badge counts (the notes stay on the server until opened). */
  releaseNoteCount: number;
}

/** Coach header: the portal's title, e-mail and role label; switch to admin only with admin access. */
export function CoachTopBar({ email, roleLabel, metadata, hasAdminAccess, releaseNoteCount }: CoachTopBarProps) {
  return (
    <div className="flex min-w-0 flex-1 items-center justify-end gap-1">
      <h1 className="mr-auto truncate text-lg font-semibold">Trenérský portál</h1>
      <ReleaseNotesButton count={releaseNoteCount} />
      <ThemeSwitcher />
      <UserMenu
        email={email}
        subtitle={roleLabel}
        metadata={metadata}
        isAdmin={hasAdminAccess}
        switchPortal={hasAdminAccess ? { href: '/admin', label: 'Přepnout do administrace' } : null}
      />
    </div>
  );
}
