'use client';

import { Autocomplete, AutocompleteItem, Button } from '@heroui/react';
import { useState } from 'react';
import { useDialogPortalContainer } from '@/components/dialog-portal';
import { useExternalPlayers, usePlayerCandidates } from '../../hooks';
import { pickerMessages } from '../../messages';
import { pickerKey, pickerOptions, type PickedPlayer, type PlayerSource } from '../../player-picker-options';
import { ExternalPlayerFormModal } from './external-player-form-modal';

export type { PickedPlayer, PlayerSource };

interface PlayerPickerProps {
  /** The chosen player, or null. */
  value: PickedPlayer | null;
  onChange: (player: PickedPlayer | null) => void;
  /** Ids already on the sheet: they are not offered again. */
  chosenIds?: readonly string[];
  /** Only members of this category (a coach's team); every player the caller may read otherwise. Members source only. */
  categoryId?: string | null;
  /** 'external': only external players and 'Přidat externího hráče' (opponents' lineups). */
  source?: PlayerSource;
  /** The club a new external player most likely plays for (the opponent). */
  externalClubName?: string;
  label?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
  /** A word on each member (e.g. their answer to the match) shown under the name, and their order: lower rank first. */
  memberNote?: MemberNote;
}

export interface MemberNote {
  rank: (memberId: string) => number;
  label: (memberId: string) => string | null;
}

/**
 * The unified player picker: members whose functions include player, searched by
 * name, surname or registration number as the user types (case- and diacritics-insensitive),
 * without players already chosen; or, for an opponent, external players and adding a new one.
 */
export function PlayerPicker({
  value,
  onChange,
  chosenIds = [],
  categoryId = null,
  source = 'members',
  externalClubName,
  label = pickerMessages.label,
  isRequired,
  isInvalid,
  errorMessage,
  memberNote,
}: PlayerPickerProps) {
  const isExternal = source === 'external';
  const members = usePlayerCandidates(categoryId, !isExternal);
  const externals = useExternalPlayers(isExternal);
  const candidates = isExternal ? externals : members;
  const [query, setQuery] = useState(value ? fullName(value) : '');
  const [isAddingExternal, setIsAddingExternal] = useState(false);
  const portalContainer = useDialogPortalContainer();

  // The chosen player stays listed (so the input shows them) even though chosenIds may hold them.
  const isShowingChoice = value !== null && query === fullName(value);
  const options = pickerOptions(
    { source, members: members.data ?? [], externals: externals.data ?? [] },
    isShowingChoice ? '' : query,
    chosenIds,
    memberNote?.rank,
  );
  const items = value && !options.some((option) => pickerKey(option) === pickerKey(value)) ? [value, ...options] : options;

  function select(key: string | null) {
    const player = items.find((item) => pickerKey(item) === key) ?? null;
    onChange(player);
    setQuery(player ? fullName(player) : '');
  }

  return (
    <div className="flex flex-col gap-2">
      <Autocomplete
        label={label}
        placeholder={pickerMessages.placeholder}
        isRequired={isRequired}
        isInvalid={isInvalid}
        errorMessage={errorMessage}
        items={items}
        inputValue={query}
        onInputChange={setQuery}
        selectedKey={value ? pickerKey(value) : null}
        onSelectionChange={(key) => select(key === null ? null : String(key))}
        // Our own search (search.ts) already filtered the items.
        defaultFilter={() => true}
        isLoading={candidates.isPending}
        listboxProps={{ emptyContent: candidates.isPending ? pickerMessages.loading : pickerMessages.noResults }}
        popoverProps={{ portalContainer }}
      >
        {(player) => (
          <AutocompleteItem key={pickerKey(player)} textValue={fullName(player)}>
            <div className="flex flex-col">
              <span>{fullName(player)}</span>
              <span className="text-tiny text-default-500">
                {player.registration_number}
                {player.kind === 'external' ? ` · ${pickerMessages.external} · ${player.club_name ?? ''}` : noteOf(memberNote, player.id)}
              </span>
            </div>
          </AutocompleteItem>
        )}
      </Autocomplete>
      {isExternal ? (
        <Button size="sm" variant="light" className="self-start" onPress={() => setIsAddingExternal(true)}>
          {pickerMessages.addExternal}
        </Button>
      ) : null}
      {isAddingExternal ? (
        <ExternalPlayerFormModal
          clubName={externalClubName}
          onClose={() => setIsAddingExternal(false)}
          onCreated={(player) => {
            setIsAddingExternal(false);
            const picked: PickedPlayer = { ...player, kind: 'external' };
            onChange(picked);
            setQuery(fullName(picked));
          }}
        />
      ) : null}
    </div>
  );
}

const noteOf = (memberNote: MemberNote | undefined, memberId: string) => {
  const label = memberNote?.label(memberId);
  return label ? ` · ${label}` : '';
};

const fullName = (player: Pick<PickedPlayer, 'name' | 'surname'>) => `${player.name} ${player.surname}`;
