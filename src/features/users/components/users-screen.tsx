'use client';

import { Tab, Tabs } from '@heroui/react';
import { LoginLogsTable } from './login-logs-table';
import { UsersTable } from './users-table';

/** /admin/users: the accounts and their sign-in history. */
export function UsersScreen({ currentUserId }: { currentUserId: string }) {
  return (
    <Tabs aria-label="Uživatelé" variant="underlined">
      <Tab key="users" title="Uživatelé">
        <UsersTable currentUserId={currentUserId} />
      </Tab>
      <Tab key="logs" title="Historie přihlášení">
        <LoginLogsTable />
      </Tab>
    </Tabs>
  );
}
