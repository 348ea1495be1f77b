'use client';

import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { ListPagination } from '@/components/list-pagination';
import { Chip, Select, SelectItem, Spinner, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '@heroui/react';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { useUsers, useUsersWithLogs } from '../hooks';
import { userMessages } from '../messages';

const ALL = 'all';

/** Who signed in or out, when and whether it worked; newest first, 20 per page. */
export function LoginLogsTable() {
  const [page, setPage] = useState(1);
  const [email, setEmail] = useState<string | null>(null);
  const logs = useUsersWithLogs(page, email);
  const users = useUsers();

  if (logs.error) return <DatabaseErrorFallback error={logs.error} scope="user-data" isAuthenticated onRetry={() => void logs.refetch()} />;
  const pagination = logs.data?.pagination;
  return (
    <div className="flex flex-col gap-4">
      <Select
        label="Uživatel"
        className="max-w-md"
        selectedKeys={[email ?? ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => {
          const [key] = [...keys];
          setEmail(key === undefined || key === ALL ? null : String(key));
          setPage(1);
        }}
        items={[{ key: ALL, label: 'Všichni uživatelé' }, ...(users.data ?? []).map((user) => ({ key: user.email, label: user.email }))]}
      >
        {(item) => <SelectItem key={item.key}>{item.label}</SelectItem>}
      </Select>
      <Table
        aria-label="Historie přihlášení"
        classNames={{ wrapper: 'overflow-x-auto' }}
        bottomContent={
          pagination && pagination.totalPages > 1 ? (
            <div className="flex justify-center">
              <ListPagination page={page} total={pagination.totalPages} onChange={setPage} />
            </div>
          ) : null
        }
      >
        <TableHeader>
          <TableColumn>Čas</TableColumn>
          <TableColumn>E-mail</TableColumn>
          <TableColumn>Akce</TableColumn>
          <TableColumn>Výsledek</TableColumn>
          <TableColumn>Důvod</TableColumn>
          <TableColumn>Prohlížeč</TableColumn>
        </TableHeader>
        <TableBody
          items={logs.data?.loginLogs ?? []}
          isLoading={logs.isPending}
          loadingContent={<Spinner label="Načítám přihlášení…" />}
          emptyContent={logs.isPending ? ' ' : userMessages.noLogs}
        >
          {(log) => (
            <TableRow key={log.id}>
              <TableCell className="whitespace-nowrap">{formatDateTime(log.created_at)}</TableCell>
              <TableCell>{log.email}</TableCell>
              <TableCell>{log.action === 'login' ? 'Přihlášení' : 'Odhlášení'}</TableCell>
              <TableCell>
                <Chip size="sm" variant="flat" color={log.status === 'success' ? 'success' : 'danger'}>
                  {log.status === 'success' ? 'Úspěch' : 'Neúspěch'}
                </Chip>
              </TableCell>
              <TableCell className="text-sm">{log.reason ?? '—'}</TableCell>
              <TableCell className="max-w-64 truncate text-xs text-default-500" title={log.user_agent ?? undefined}>
                {log.user_agent ?? '—'}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
