'use client';

import dynamic from 'next/dynamic';
import { Card, CardBody, CardHeader, Chip } from '@heroui/react';
import { AdminListScreen } from '@/components/admin-list-screen';
import { formatDate } from '@/lib/format';
import { labelOf } from '@/lib/labels';
import type { MemberRelationship } from '../api/member-relationships';
import { useDeleteRelationship, useMemberRelationships } from '../hooks';
import { RELATIONSHIP_STATUSES, RELATIONSHIP_TYPES, relationshipMessages } from '../messages';

// The form (its fields and schema) is fetched when it is first opened.
const RelationshipFormModal = dynamic(() => import('./relationship-form-modal').then((module) => module.RelationshipFormModal), { ssr: false });


/** member_club_relationships of one member, with add, edit and delete. */
export function MemberRelationshipsCard({ memberId }: { memberId: string }) {
  const relationships = useMemberRelationships(memberId);
  const remove = useDeleteRelationship(memberId);
  return (
    <Card shadow="sm">
      <CardHeader>
        <h3 className="text-lg font-semibold">{relationshipMessages.title}</h3>
      </CardHeader>
      <CardBody>
        <AdminListScreen<MemberRelationship>
          query={relationships}
          addLabel={relationshipMessages.add}
          table={{
            label: relationshipMessages.title,
            emptyText: relationshipMessages.empty,
            columns: [
              { key: 'club', label: relationshipMessages.club, render: (row) => row.club?.name ?? '—' },
              { key: 'type', label: relationshipMessages.type, render: (row) => labelOf(RELATIONSHIP_TYPES, row.relationship_type), hideOnMobile: true },
              {
                key: 'status',
                label: relationshipMessages.status,
                render: (row) => (
                  <Chip size="sm" variant="flat" color={row.status === 'active' ? 'success' : 'default'}>
                    {labelOf(RELATIONSHIP_STATUSES, row.status)}
                  </Chip>
                ),
              },
              {
                key: 'valid',
                label: `${relationshipMessages.validFrom} – ${relationshipMessages.validTo.toLowerCase()}`,
                render: (row) => `${formatDate(row.valid_from)} – ${row.valid_to ? formatDate(row.valid_to) : '…'}`,
                hideOnMobile: true,
              },
            ],
          }}
          renderEditor={(row, close) => <RelationshipFormModal memberId={memberId} relationship={row} onClose={close} />}
          deletion={{
            title: relationshipMessages.deleteTitle,
            message: (row) => relationshipMessages.deleteConfirm(row.club?.name ?? ''),
            mutation: remove,
          }}
        />
      </CardBody>
    </Card>
  );
}
