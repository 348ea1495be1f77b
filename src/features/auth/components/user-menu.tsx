'use client';

import { Avatar, Dropdown, DropdownItem, DropdownMenu, DropdownTrigger, useDisclosure } from '@heroui/react';
import { useRouter } from 'next/navigation';
import { useState, type Key } from 'react';
import { LogoutDialog } from './logout-dialog';

export interface UserMenuProps {
  email: string;
  /** Full name (admin header) or role label (coach header) under the e-mail. */
  subtitle: string;
  switchPortal: { href: string; label: string; confirm?: string } | null;
}

/** Avatar initials: two name parts, else the e-mail's local part (spec §9). */
export function initials(name: string, email: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length >= 2) return `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}`.toUpperCase();
  return (email.split('@')[0] ?? '').slice(0, 2).toUpperCase();
}

export function UserMenu({ email, subtitle, switchPortal }: UserMenuProps) {
  const router = useRouter();
  const logout = useDisclosure();
  const [logoutKey, setLogoutKey] = useState(0);

  function onAction(key: Key) {
    if (key === 'switch' && switchPortal) {
      if (!switchPortal.confirm || window.confirm(switchPortal.confirm)) router.push(switchPortal.href);
    }
    if (key === 'logout') {
      setLogoutKey((n) => n + 1);
      logout.onOpen();
    }
  }

  const menuItems = [
    ...(switchPortal ? [{ key: 'switch', label: switchPortal.label }] : []),
    { key: 'logout', label: 'Odhlásit' },
  ];

  return (
    <>
      <Dropdown placement="bottom-end">
        <DropdownTrigger>
          <button type="button" className="flex items-center gap-2 rounded-lg px-2 py-1 text-left hover:bg-default-100" aria-label="Uživatelské menu">
            <Avatar size="sm" name={initials(subtitle, email)} getInitials={(name) => name} color="primary" />
            <span className="hidden flex-col sm:flex">
              <span className="text-sm font-medium">{subtitle}</span>
              <span className="text-xs text-default-500">{email}</span>
            </span>
          </button>
        </DropdownTrigger>
        <DropdownMenu aria-label="Uživatelské menu" onAction={onAction} items={menuItems}>
          {(item) => (
            <DropdownItem key={item.key} color={item.key === 'logout' ? 'danger' : 'default'}>
              {item.label}
            </DropdownItem>
          )}
        </DropdownMenu>
      </Dropdown>
      <LogoutDialog key={logoutKey} email={email} isOpen={logout.isOpen} onClose={logout.onClose} />
    </>
  );
}
