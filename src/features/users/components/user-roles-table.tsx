'use client';

import dynamic from 'next/dynamic';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { Button, Spinner, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '@heroui/react';
import { useMemo, useState } from 'react';
import { toAppRole } from '@/features/auth/roles';
import { useActiveCategories } from '@/features/categories/hooks';
import { useUserRoles } from '../hooks';
import { userMessages } from '../messages';
import type { UserRoleSummary } from '../types';
import { RoleChips } from './role-chips';

// The form (its fields and schema) is fetched when it is first opened.
const RoleAssignmentModal = dynamic(() => import('./role-assignment-modal').then((module) => module.RoleAssignmentModal), { ssr: false });

/** /admin/user-roles: who is admin or coach of which categories, and the place to change it. */
export function UserRolesTable() {
  const roles = useUserRoles();
  const categories = useActiveCategories();
  const [editing, setEditing] = useState<UserRoleSummary | null>(null);
  const categoryNames = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);

  if (roles.error) return <DatabaseErrorFallback error={roles.error} scope="user-data" isAuthenticated onRetry={() => void roles.refetch()} />;
  return (
    <>
      <Table aria-label="Role uživatelů" classNames={{ wrapper: 'overflow-x-auto' }}>
        <TableHeader>
          <TableColumn>Uživatel</TableColumn>
          <TableColumn>Role</TableColumn>
          <TableColumn>Kategorie trenéra</TableColumn>
          <TableColumn align="end">Akce</TableColumn>
        </TableHeader>
        {/* Rows as elements: the collection would keep a row rendered from an item until the item
            object changed, showing category ids when the categories load after the roles. */}
        <TableBody
          isLoading={roles.isPending}
          loadingContent={<Spinner label="Načítám role…" />}
          emptyContent={roles.isPending ? ' ' : userMessages.noUsers}
        >
          {(roles.data ?? []).map((summary) => (
            <TableRow key={summary.user_id}>
              <TableCell>
                <div className="flex flex-col">
                  <span className="font-medium">{summary.display_name ?? summary.email}</span>
                  <span className="text-xs text-default-500">{summary.email}</span>
                </div>
              </TableCell>
              <TableCell>
                <RoleChips roles={[...summary.profile_roles, ...summary.roles.map(toAppRole)].filter((role) => role !== 'member')} />
              </TableCell>
              <TableCell className="text-sm">{summary.assigned_categories.map((id) => categoryNames.get(id) ?? id).join(', ') || '—'}</TableCell>
              <TableCell>
                <div className="flex justify-end">
                  <Button size="sm" variant="flat" onPress={() => setEditing(summary)}>
                    Upravit role
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing ? <RoleAssignmentModal user={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
