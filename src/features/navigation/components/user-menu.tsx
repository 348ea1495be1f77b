'use client';

import { Avatar, useDisclosure } from '@heroui/react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { PressLoadedOverlay } from '@/components/press-loaded-overlay';
import type { ProfileMetadata } from '@/features/auth/user-metadata';
import { avatarInitials } from '@/lib/avatar-initials';
import { useWasOpened } from '@/lib/use-was-opened';

// The menu's dialogs are fetched when first opened: the top bar is on every portal page's first load.
const ProfileDialog = dynamic(() => import('@/features/profile/components/shared/profile-dialog').then((module) => module.ProfileDialog), {
  ssr: false,
});
const SimulationDialog = dynamic(
  () => import('@/features/coach-simulation/components/shared/simulation-dialog').then((module) => module.SimulationDialog),
  { ssr: false },
);
const LogoutDialog = dynamic(() => import('@/features/auth/components/shared/logout-dialog').then((module) => module.LogoutDialog), { ssr: false });

export interface UserMenuProps {
  email: string;
  /** Full name (admin header) or role label (coach header) under the e-mail. */
  subtitle: string;
  /** The user's editable profile fields (auth user_metadata). */
  metadata: ProfileMetadata;
  switchPortal: { href: string; label: string; confirm?: string } | null;
  /** Simulation of coach access and settings are admin tools. */
  isAdmin: boolean;
}

/** Profile, switch portal, settings (admin only) and logout. */
export function UserMenu({ email, subtitle, metadata, switchPortal, isAdmin }: UserMenuProps) {
  const router = useRouter();
  const logout = useDisclosure();
  const profile = useDisclosure();
  const simulation = useDisclosure();
  const [confirmingSwitch, setConfirmingSwitch] = useState(false);
  // A fresh key remounts the dialogs, so each opening starts from a clean state.
  const [openCount, setOpenCount] = useState(0);
  const wasProfileOpened = useWasOpened(profile.isOpen);
  const wasLogoutOpened = useWasOpened(logout.isOpen);

  function onAction(key: string) {
    setOpenCount((n) => n + 1);
    if (key === 'profile') profile.onOpen();
    if (key === 'simulate') simulation.onOpen();
    if (key === 'settings') router.push('/admin/club-config');
    if (key === 'switch' && switchPortal) {
      if (switchPortal.confirm) setConfirmingSwitch(true);
      else router.push(switchPortal.href);
    }
    if (key === 'logout') logout.onOpen();
  }

  const menuItems = [
    { key: 'profile', label: 'Můj profil' },
    ...(isAdmin ? [{ key: 'simulate', label: 'Simulovat trenérský přístup' }] : []),
    ...(switchPortal ? [{ key: 'switch', label: switchPortal.label }] : []),
    ...(isAdmin ? [{ key: 'settings', label: 'Nastavení' }] : []),
    { key: 'logout', label: 'Odhlásit', isDanger: true },
  ];

  return (
    <>
      <PressLoadedOverlay
        load={() => import('@/components/menu-dropdown').then((module) => module.MenuDropdown)}
        partProps={{ label: 'Uživatelské menu', items: menuItems, onAction }}
        renderTrigger={(props) => (
          // Named by its content, so the spoken name contains the visible one (WCAG 2.5.3).
          <button type="button" aria-haspopup="menu" className="flex items-center gap-2 rounded-lg px-2 py-1 text-left hover:bg-default-100" {...props}>
            <span className="sr-only">Uživatelské menu</span>
            <span aria-hidden>
              <Avatar size="sm" name={avatarInitials(subtitle, email)} getInitials={(name) => name} color="primary" />
            </span>
            <span className="hidden flex-col sm:flex">
              <span className="text-sm font-medium">{subtitle}</span>
              <span className="text-xs text-default-500">{email}</span>
            </span>
          </button>
        )}
      />
      {wasProfileOpened ? (
        <ProfileDialog key={`profile-${openCount}`} email={email} metadata={metadata} isOpen={profile.isOpen} onClose={profile.onClose} />
      ) : null}
      {/* Mounted only while open: its category query must not run for every page's top bar. */}
      {isAdmin && simulation.isOpen ? <SimulationDialog key={`simulation-${openCount}`} isOpen onClose={simulation.onClose} /> : null}
      {switchPortal?.confirm ? (
        <LazyConfirmDialog
          isOpen={confirmingSwitch}
          title={switchPortal.label}
          message={switchPortal.confirm}
          confirmLabel="Přepnout"
          onClose={() => setConfirmingSwitch(false)}
          onConfirm={() => {
            setConfirmingSwitch(false);
            router.push(switchPortal.href);
          }}
        />
      ) : null}
      {wasLogoutOpened ? <LogoutDialog key={`logout-${openCount}`} email={email} isOpen={logout.isOpen} onClose={logout.onClose} /> : null}
    </>
  );
}
