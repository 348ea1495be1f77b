'use client';

import { Button, Chip, Spinner } from '@heroui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { MemberAccountsModal } from '@/features/availability/components/shared/member-accounts-modal';
import { availabilityMessages } from '@/features/availability/messages';
import type { Season } from '@/features/seasons/api';
import type { RosterMember } from '../api';
import { useCategoryRoster, useDeleteCategoryRoster, useRemoveRosterMember } from '../hooks';
import { POSITION_LABELS, rosterTexts } from '../messages';
import { shownMember } from '../shown-member';
import { RosterMemberFormModal } from './roster-member-form-modal';

const fullName = (member: RosterMember) => {
  const shown = shownMember(member.member, member.shown);
  return shown ? `${shown.name} ${shown.surname}` : rosterTexts.unknownMember;
};

/** The category's roster for the active season (category_lineups): add, edit, remove. */
export function CategoryRoster({ categoryId, season }: { categoryId: string; season: Season }) {
  const roster = useCategoryRoster(categoryId, season.id);
  const remove = useRemoveRosterMember();
  const deleteRoster = useDeleteCategoryRoster();
  const [isDeletingRoster, setIsDeletingRoster] = useState(false);
  // null: closed; 'new': adding; a member: editing them.
  const [editing, setEditing] = useState<RosterMember | 'new' | null>(null);
  const [removing, setRemoving] = useState<RosterMember | null>(null);
  // Whose accounts (their own, their guardians') are open: invited from here as from the member's page.
  const [accountsOf, setAccountsOf] = useState<RosterMember | null>(null);

  if (roster.error)
    return <DatabaseErrorFallback error={roster.error} scope="data" isAuthenticated onRetry={() => void roster.refetch()} />;
  if (!roster.data) return <Spinner label={rosterTexts.title} />;

  return (
    <section aria-label={rosterTexts.title} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-default-600">{rosterTexts.season(season.name)}</p>
        <div className="flex flex-wrap gap-2">
          {roster.data.length > 0 ? (
            <Button variant="light" color="danger" onPress={() => setIsDeletingRoster(true)}>
              {rosterTexts.delete}
            </Button>
          ) : null}
          <Button color="primary" onPress={() => setEditing('new')}>
            {rosterTexts.add}
          </Button>
        </div>
      </div>
      {roster.data.length === 0 ? (
        <p className="text-default-500">{rosterTexts.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-divider rounded-medium border border-divider">
          {roster.data.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center gap-2 p-3">
              <span className="w-8 text-right font-semibold tabular-nums">{member.jersey_number ?? ''}</span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{fullName(member)}</span>
                {member.position === 'goalkeeper' || member.position === 'field_player' ? (
                  <span className="block text-sm text-default-500">{POSITION_LABELS[member.position]}</span>
                ) : null}
              </span>
              {member.is_captain ? (
                <Chip size="sm" color="primary" variant="flat" title="Kapitán">
                  {rosterTexts.captainMark}
                </Chip>
              ) : null}
              {member.is_vice_captain ? (
                <Chip size="sm" variant="flat" title={rosterTexts.viceCaptain}>
                  {rosterTexts.viceCaptainMark}
                </Chip>
              ) : null}
              <Button
                size="sm"
                variant="light"
                onPress={() => setAccountsOf(member)}
                aria-label={availabilityMessages.accountsOf(fullName(member))}
              >
                {availabilityMessages.accountsOpen}
              </Button>
              <Button
                size="sm"
                variant="light"
                onPress={() => setEditing(member)}
                aria-label={`${rosterTexts.edit} ${fullName(member)}`}
              >
                {rosterTexts.edit}
              </Button>
              <Button
                size="sm"
                variant="light"
                color="danger"
                onPress={() => setRemoving(member)}
                aria-label={`${rosterTexts.remove} ${fullName(member)}`}
              >
                {rosterTexts.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <RosterMemberFormModal
          categoryId={categoryId}
          seasonId={season.id}
          member={editing === 'new' ? null : editing}
          takenIds={roster.data.map((member) => member.member_id)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {accountsOf ? (
        <MemberAccountsModal member={{ id: accountsOf.member_id, name: fullName(accountsOf) }} onClose={() => setAccountsOf(null)} />
      ) : null}
      <ConfirmDialog
        isOpen={removing !== null}
        title={rosterTexts.confirmRemoveTitle}
        message={removing ? rosterTexts.confirmRemove(fullName(removing)) : ''}
        confirmLabel={rosterTexts.remove}
        tone="danger"
        isPending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
        onClose={() => setRemoving(null)}
      />
      <ConfirmDialog
        isOpen={isDeletingRoster}
        title={rosterTexts.confirmDeleteTitle}
        message={rosterTexts.confirmDelete(season.name)}
        confirmLabel={rosterTexts.delete}
        tone="danger"
        isPending={deleteRoster.isPending}
        onConfirm={() =>
          deleteRoster.mutate({ categoryId, seasonId: season.id }, { onSuccess: () => setIsDeletingRoster(false) })
        }
        onClose={() => setIsDeletingRoster(false)}
      />
    </section>
  );
}
