'use client';

import { Button, Card, CardBody, CardHeader, Chip, Spinner } from '@heroui/react';
import Link from 'next/link';
import { useState } from 'react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { formatDate, formatDateTime } from '@/lib/format';
import { useMember, useMemberFunctions } from '../hooks';
import { memberFieldLabels, memberMessages, SEXES } from '../messages';
import { MemberActivityChip } from './member-activity-chip';
import { MemberFormModal } from './member-form-modal';
import { MemberMetadataCard } from './member-metadata-card';
import { MemberRelationshipsCard } from './member-relationships-card';

/** /admin/members/{id}: functions, category, club relationships and metadata of one member. */
export function MemberDetailScreen({ memberId }: { memberId: string }) {
  const member = useMember(memberId);
  const functions = useMemberFunctions();
  const [isEditing, setIsEditing] = useState(false);

  if (member.error) return <DatabaseErrorFallback error={member.error} scope="data" isAuthenticated onRetry={() => void member.refetch()} />;
  if (member.isPending) return <Spinner label={memberMessages.detail} className="m-auto" />;
  const back = (
    <Link href="/admin/members" className="text-small text-primary hover:underline">
      ← {memberMessages.backToList}
    </Link>
  );
  if (!member.data) return <div className="flex flex-col gap-4">{back}<p>{memberMessages.notFound}</p></div>;

  const data = member.data;
  const facts: [string, string][] = [
    [memberFieldLabels.registration_number, data.registration_number],
    [memberFieldLabels.date_of_birth, data.date_of_birth ? formatDate(data.date_of_birth) : '—'],
    [memberFieldLabels.sex, data.sex === 'male' || data.sex === 'female' ? SEXES[data.sex] : '—'],
    [memberFieldLabels.category, data.category?.name ?? memberMessages.noCategory],
  ];
  return (
    <div className="flex flex-col gap-4">
      {back}
      <Card shadow="sm">
        <CardHeader className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold">
              {data.name} {data.surname}
            </h2>
            <MemberActivityChip isActive={data.is_active} />
          </div>
          <Button size="sm" variant="flat" onPress={() => setIsEditing(true)}>
            {memberMessages.editTitle}
          </Button>
        </CardHeader>
        <CardBody className="gap-4">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-tiny text-default-500">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <p className="text-tiny text-default-500">{memberFieldLabels.functions}</p>
            <div className="mt-1 flex flex-wrap gap-1">
              {data.functions.map((code) => (
                <Chip key={code} size="sm" variant="flat" color="primary">
                  {functions.data?.find((item) => item.code === code)?.label ?? code}
                </Chip>
              ))}
            </div>
          </div>
          <p className="text-tiny text-default-500">
            {memberMessages.createdAt} {formatDateTime(data.created_at)} · {memberMessages.updatedAt} {formatDateTime(data.updated_at)}
          </p>
        </CardBody>
      </Card>
      <MemberRelationshipsCard memberId={memberId} />
      <MemberMetadataCard memberId={memberId} />
      {isEditing ? <MemberFormModal member={data} onClose={() => setIsEditing(false)} /> : null}
    </div>
  );
}
