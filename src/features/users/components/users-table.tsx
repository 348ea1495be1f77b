'use client';

import dynamic from 'next/dynamic';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { Button, Input, Spinner, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '@heroui/react';
import { useMemo, useState } from 'react';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { ListPagination } from '@/components/list-pagination';
import { toAppRole } from '@/features/auth/roles';
import { useActiveCategories } from '@/features/categories/hooks';
import { formatDateTime } from '@/lib/format';
import { useSetUserBlocked, useUserRoles, useUsers } from '../hooks';
import { userMessages } from '../messages';
import { USERS_PAGE_SIZE } from '../schema';
import type { AdminUser, UserRoleSummary } from '../types';
import { RoleChips } from './role-chips';
import { isBlocked, UserStateChip } from './user-state-chip';

// Each dialog (its form and schema) is fetched when it is first opened.
const RoleAssignmentModal = dynamic(() => import('./role-assignment-modal').then((module) => module.RoleAssignmentModal), { ssr: false });
const UserFactorsModal = dynamic(() => import('./user-factors-modal').then((module) => module.UserFactorsModal), { ssr: false });

interface UserRow extends AdminUser {
  roles: UserRoleSummary | undefined;
}

function matches(user: AdminUser, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('cs');
  return !needle || `${user.user_metadata.full_name ?? ''} ${user.email}`.toLocaleLowerCase('cs').includes(needle);
}

/** The users list, 20 per page, with roles and coach categories, blocking and role assignment. */
export function UsersTable({ currentUserId }: { currentUserId: string }) {
  const users = useUsers();
  const roles = useUserRoles();
  const categories = useActiveCategories();
  const setBlocked = useSetUserBlocked();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<UserRoleSummary | null>(null);
  const [blocking, setBlocking] = useState<AdminUser | null>(null);
  const [factorsOf, setFactorsOf] = useState<AdminUser | null>(null);

  const categoryNames = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);
  const rows: UserRow[] = useMemo(() => {
    const byUser = new Map((roles.data ?? []).map((summary) => [summary.user_id, summary]));
    return (users.data ?? []).filter((user) => matches(user, search)).map((user) => ({ ...user, roles: byUser.get(user.id) }));
  }, [users.data, roles.data, search]);
  const totalPages = Math.max(1, Math.ceil(rows.length / USERS_PAGE_SIZE));
  const visible = rows.slice((page - 1) * USERS_PAGE_SIZE, page * USERS_PAGE_SIZE);

  if (users.error) return <DatabaseErrorFallback error={users.error} scope="user-data" isAuthenticated onRetry={() => void users.refetch()} />;

  const blockingNow = blocking ? isBlocked(blocking.banned_until) : false;
  return (
    <div className="flex flex-col gap-4">
      <Input
        aria-label="Hledat uživatele"
        placeholder="Hledat podle jména nebo e-mailu"
        value={search}
        onValueChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        isClearable
        onClear={() => setSearch('')}
        className="max-w-md"
      />
      <Table
        aria-label="Uživatelé"
        classNames={{ wrapper: 'overflow-x-auto' }}
        bottomContent={
          totalPages > 1 ? (
            <div className="flex justify-center">
              <ListPagination page={page} total={totalPages} onChange={setPage} />
            </div>
          ) : null
        }
      >
        <TableHeader>
          <TableColumn>Uživatel</TableColumn>
          <TableColumn>Role</TableColumn>
          <TableColumn>Kategorie</TableColumn>
          <TableColumn>Poslední přihlášení</TableColumn>
          <TableColumn>Stav</TableColumn>
          <TableColumn align="end">Akce</TableColumn>
        </TableHeader>
        {/* Rows as elements: the collection would keep a row rendered from an item until the item
            object changed, showing category ids when the categories load after the users. */}
        <TableBody
          isLoading={users.isPending || roles.isPending}
          loadingContent={<Spinner label="Načítám uživatele…" />}
          emptyContent={users.isPending ? ' ' : userMessages.noUsers}
        >
          {visible.map((user) => {
            const summary = user.roles;
            const blocked = isBlocked(user.banned_until);
            return (
              <TableRow key={user.id}>
                <TableCell>
                  <div className="flex flex-col">
                    <span className="font-medium">{user.user_metadata.full_name ?? user.email}</span>
                    <span className="text-xs text-default-500">{user.email}</span>
                  </div>
                </TableCell>
                <TableCell>
                  <RoleChips roles={[...(summary?.profile_roles ?? []), ...(summary?.roles ?? []).map(toAppRole)].filter((r) => r !== 'member')} />
                </TableCell>
                <TableCell className="max-w-56 text-sm">
                  {(summary?.assigned_categories ?? []).map((id) => categoryNames.get(id) ?? id).join(', ') || '—'}
                </TableCell>
                <TableCell className="whitespace-nowrap text-sm">{user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Nikdy'}</TableCell>
                <TableCell>
                  <UserStateChip bannedUntil={user.banned_until} />
                </TableCell>
                <TableCell>
                  <div className="flex justify-end gap-2">
                    <Button size="sm" variant="flat" isDisabled={!summary} onPress={() => summary && setEditing(summary)}>
                      Role
                    </Button>
                    <Button size="sm" variant="flat" onPress={() => setFactorsOf(user)}>
                      2FA
                    </Button>
                    <Button
                      size="sm"
                      variant="flat"
                      color={blocked ? 'success' : 'danger'}
                      isDisabled={user.id === currentUserId}
                      onPress={() => setBlocking(user)}
                    >
                      {blocked ? 'Odblokovat' : 'Zablokovat'}
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {editing ? <RoleAssignmentModal user={editing} onClose={() => setEditing(null)} /> : null}
      {factorsOf ? <UserFactorsModal user={factorsOf} onClose={() => setFactorsOf(null)} /> : null}
      <LazyConfirmDialog
        isOpen={blocking !== null}
        title={blockingNow ? 'Odblokovat uživatele' : 'Zablokovat uživatele'}
        message={
          blockingNow
            ? `Uživatel ${blocking?.email ?? ''} se bude moci znovu přihlásit.`
            : `Uživatel ${blocking?.email ?? ''} se nebude moci přihlásit, dokud ho neodblokujete.`
        }
        confirmLabel={blockingNow ? 'Odblokovat' : 'Zablokovat'}
        tone={blockingNow ? 'primary' : 'danger'}
        isPending={setBlocked.isPending}
        onClose={() => setBlocking(null)}
        onConfirm={() => blocking && setBlocked.mutate({ userId: blocking.id, blocked: !blockingNow }, { onSettled: () => setBlocking(null) })}
      />
    </div>
  );
}
