import { ThemeSwitcher } from '@/components/shell/theme-switcher';
import { UserMenu } from '@/features/auth/components/user-menu';

/** Coach header: e-mail and role label (spec §2); switch to admin only with admin access. */
export function CoachTopBar({ email, roleLabel, hasAdminAccess }: { email: string; roleLabel: string; hasAdminAccess: boolean }) {
  return (
    <div className="flex flex-1 items-center justify-end gap-2">
      <ThemeSwitcher />
      <UserMenu
        email={email}
        subtitle={roleLabel}
        switchPortal={hasAdminAccess ? { href: '/admin', label: 'Přepnout do administrace' } : null}
      />
    </div>
  );
}
