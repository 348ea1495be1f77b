'use client';

import dynamic from 'next/dynamic';
import { Chip } from '@heroui/react';
import { AdminListScreen } from '@/components/admin-list-screen';
import type { MemberFunction } from '../api/member-functions';
import { useDeleteMemberFunction, useMemberFunctions } from '../hooks';
import { memberFunctionMessages as messages } from '../messages';

// The form (its fields and schema) is fetched when it is first opened.
const MemberFunctionFormModal = dynamic(() => import('./member-function-form-modal').then((module) => module.MemberFunctionFormModal), { ssr: false });

type FunctionRow = MemberFunction & { id: string };

/** /admin/member-functions: the functions members may hold, with labels and order. */
export function MemberFunctionsScreen() {
  const functions = useMemberFunctions();
  const remove = useDeleteMemberFunction();
  // The list screen keys rows by id; a function's id is its code.
  const rows = functions.data?.map((item) => ({ ...item, id: item.code }));
  return (
    <AdminListScreen<FunctionRow>
      query={{ data: rows, error: functions.error, isPending: functions.isPending, refetch: functions.refetch }}
      loadError={messages.loadError}
      addLabel={messages.add}
      table={{
        label: messages.title,
        emptyText: messages.empty,
        columns: [
          { key: 'order', label: messages.sortOrder, render: (row) => row.sort_order, hideOnMobile: true },
          { key: 'label', label: messages.label, render: (row) => <span className="font-medium">{row.label}</span> },
          { key: 'code', label: messages.code, render: (row) => <code className="text-small">{row.code}</code>, hideOnMobile: true },
          {
            key: 'active',
            label: messages.state,
            render: (row) => (
              <Chip size="sm" variant="flat" color={row.is_active ? 'success' : 'default'}>
                {row.is_active ? messages.active : messages.inactive}
              </Chip>
            ),
          },
        ],
      }}
      renderEditor={(row, close) => <MemberFunctionFormModal memberFunction={row} onClose={close} />}
      deletion={{ title: messages.deleteTitle, message: (row) => messages.deleteConfirm(row.label), mutation: remove }}
    />
  );
}
