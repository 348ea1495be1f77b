'use client';

import dynamic from 'next/dynamic';
import { Chip } from '@heroui/react';
import { AdminListScreen } from '@/components/admin-list-screen';
import type { Committee } from '../api';
import { useCommittees, useDeleteCommittee } from '../hooks';
import { committeeMessages as messages } from '../messages';

// The form (its fields and schema) is fetched when it is first opened.
const CommitteeFormModal = dynamic(() => import('./committee-form-modal').then((module) => module.CommitteeFormModal), { ssr: false });

/** /admin/committees: the club's committees, added, edited and deleted. */
export function CommitteesScreen() {
  const committees = useCommittees();
  const remove = useDeleteCommittee();
  return (
    <AdminListScreen<Committee>
      query={committees}
      loadError={messages.loadError}
      addLabel={messages.add}
      table={{
        label: messages.title,
        emptyText: messages.empty,
        columns: [
          { key: 'order', label: messages.sortOrder, render: (committee) => committee.sort_order, hideOnMobile: true },
          {
            key: 'name',
            label: messages.name,
            render: (committee) => (
              <div className="flex flex-col">
                <span className="font-medium">{committee.name}</span>
                <span className="text-xs text-default-500">{committee.description}</span>
              </div>
            ),
          },
          { key: 'code', label: messages.code, render: (committee) => <code className="text-small">{committee.code}</code>, hideOnMobile: true },
          {
            key: 'active',
            label: messages.state,
            render: (committee) => (
              <Chip size="sm" variant="flat" color={committee.is_active ? 'success' : 'default'}>
                {committee.is_active ? messages.active : messages.inactive}
              </Chip>
            ),
          },
        ],
      }}
      renderEditor={(committee, close) => <CommitteeFormModal committee={committee} onClose={close} />}
      deletion={{ title: messages.deleteTitle, message: (committee) => messages.deleteConfirm(committee.name), mutation: remove }}
    />
  );
}
