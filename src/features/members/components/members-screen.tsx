'use client';

import { Chip } from '@heroui/react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { AdminListScreen } from '@/components/admin-list-screen';
import { ListPagination } from '@/components/list-pagination';
import { formatDate } from '@/lib/format';
import { useUrlState } from '@/lib/use-url-state';
import type { MemberRow } from '../api/members';
import { MEMBERS_PAGE_SIZE, memberFilterState } from '../filters';
import { useDeleteMember, useMemberFunctions, useMembers } from '../hooks';
import { memberFieldLabels, memberMessages, SEXES } from '../messages';
import { MemberActivityChip } from './member-activity-chip';
import { MemberFiltersBar } from './member-filters-bar';
import { MembersExportButtons } from './members-export-buttons';

// The form (its fields and schema) is fetched when it is first opened.
const MemberFormModal = dynamic(() => import('./member-form-modal').then((module) => module.MemberFormModal), { ssr: false });

/** /admin/members: the register, 20 per page, searched and filtered on the server. */
export function MembersScreen() {
  const router = useRouter();
  const [filters, setFilters] = useUrlState(memberFilterState);
  const members = useMembers(filters);
  const remove = useDeleteMember();
  const functions = useMemberFunctions();
  const functionLabel = (code: string) => functions.data?.find((item) => item.code === code)?.label ?? code;
  const total = members.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MEMBERS_PAGE_SIZE));

  return (
    <AdminListScreen<MemberRow>
      query={{ data: members.data?.rows, error: members.error, isPending: members.isPending, refetch: members.refetch }}
      loadError={memberMessages.loadError}
      addLabel={memberMessages.add}
      toolbar={<MemberFiltersBar filters={filters} onChange={setFilters} actions={<MembersExportButtons filters={filters} />} />}
      table={{
        label: memberMessages.tableLabel,
        emptyText: memberMessages.empty,
        columns: [
          {
            key: 'name',
            label: `${memberFieldLabels.surname} a ${memberFieldLabels.name.toLowerCase()}`,
            render: (member) => (
              <div className="flex flex-col">
                <span className="flex flex-wrap items-center gap-x-2 font-medium">
                  {member.surname} {member.name}
                  {member.is_active ? null : <MemberActivityChip isActive={false} />}
                </span>
                <span className="text-xs text-default-500 sm:hidden">{member.registration_number}</span>
              </div>
            ),
          },
          { key: 'registration', label: memberFieldLabels.registration_number, render: (member) => member.registration_number, hideOnMobile: true },
          { key: 'category', label: memberFieldLabels.category, render: (member) => member.category?.name ?? memberMessages.noCategory, hideOnMobile: true },
          {
            key: 'birth',
            label: memberFieldLabels.date_of_birth,
            render: (member) => (member.date_of_birth ? formatDate(member.date_of_birth) : '—'),
            hideOnMobile: true,
          },
          { key: 'sex', label: memberFieldLabels.sex, render: (member) => (member.sex === 'male' || member.sex === 'female' ? SEXES[member.sex] : '—'), hideOnMobile: true },
          {
            key: 'functions',
            label: memberFieldLabels.functions,
            hideOnMobile: true,
            render: (member) => (
              <div className="flex flex-wrap gap-1">
                {member.functions.map((code) => (
                  <Chip key={code} size="sm" variant="flat">
                    {functionLabel(code)}
                  </Chip>
                ))}
              </div>
            ),
          },
        ],
      }}
      extraActions={[{ label: memberMessages.detail, onPress: (member) => router.push(`/admin/members/${member.id}`) }]}
      renderEditor={(member, close) => <MemberFormModal member={member} onClose={close} />}
      deletion={{
        title: memberMessages.deleteTitle,
        message: (member) => memberMessages.deleteConfirm(`${member.name} ${member.surname}`),
        mutation: remove,
      }}
      bottomContent={
        <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
          <span className="text-small text-default-500">{memberMessages.total(total)}</span>
          {pages > 1 ? (
            <ListPagination page={filters.page} total={pages} onChange={(page) => setFilters({ page })} />
          ) : null}
        </div>
      }
    />
  );
}
