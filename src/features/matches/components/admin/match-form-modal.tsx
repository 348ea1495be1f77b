'use client';

import { Button, Input, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader, SelectItem } from '@heroui/react';
import { useState } from 'react';
import type { CategoryOption } from '@/features/categories/api';
import type { Season } from '@/features/seasons/api';
import { fieldErrors, type FieldErrors } from '@/lib/field-errors';
import { useSaveMatch, useTeams } from '../../hooks';
import type { MatchSummary } from '../../public-api';
import { COMPETITIONS, ZMatchForm, type TMatchForm } from '../../schema';
import { matchweek } from '../../season-calendar';
import { DialogPortalScope, DialogSelect } from '@/components/dialog-portal';

interface FormState {
  category_id: string;
  date: string;
  time: string;
  venue: string;
  competition: string;
  home_team_id: string;
  away_team_id: string;
}

interface MatchFormModalProps {
  match: MatchSummary | null;
  season: Season;
  categories: CategoryOption[];
  defaultCategoryId: string | null;
  onClose: () => void;
}

/** Add or edit a match of the chosen season; the matchweek follows from the date (spec §9). */
export function MatchFormModal({ match, season, categories, defaultCategoryId, onClose }: MatchFormModalProps) {
  const save = useSaveMatch();
  const [form, setForm] = useState<FormState>({
    category_id: match?.category.id ?? defaultCategoryId ?? '',
    date: match?.date ?? '',
    time: match?.time?.slice(0, 5) ?? '',
    venue: match?.venue ?? '',
    competition: match?.competition ?? 'league',
    home_team_id: match?.home.id ?? '',
    away_team_id: match?.away.id ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<TMatchForm>>({});
  const teams = useTeams(form.category_id || null, season.id);

  const set = (name: keyof FormState, value: string) => {
    setForm((current) => ({
      ...current,
      [name]: value,
      ...(name === 'category_id' ? { home_team_id: '', away_team_id: '' } : {}),
    }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const invalid = (name: keyof TMatchForm) => ({ isInvalid: errors[name] !== undefined, errorMessage: errors[name] });

  function submit() {
    const parsed = ZMatchForm.safeParse({ ...form, season_id: season.id, time: form.time || null });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    save.mutate(
      {
        id: match?.id ?? crypto.randomUUID(),
        isNew: !match,
        match: { ...parsed.data, matchweek: matchweek(season.start_date, parsed.data.date) },
      },
      { onSuccess: onClose },
    );
  }

  const teamItems = teams.data ?? [];
  return (
    <Modal isOpen onClose={onClose} placement="center" size="lg" scrollBehavior="inside">
      <ModalContent>
        <DialogPortalScope>
          <ModalHeader>{match ? 'Upravit zápas' : 'Nový zápas'}</ModalHeader>
          <ModalBody>
            <DialogSelect
              label="Kategorie"
              isRequired
              selectedKeys={form.category_id ? [form.category_id] : []}
              onChange={(event) => set('category_id', event.target.value)}
              {...invalid('category_id')}
            >
              {categories.map((category) => (
                <SelectItem key={category.id}>{category.name}</SelectItem>
              ))}
            </DialogSelect>
            <div className="grid grid-cols-2 gap-3">
              <Input
                label="Datum"
                type="date"
                isRequired
                value={form.date}
                onValueChange={(value) => set('date', value)}
                {...invalid('date')}
              />
              <Input
                label="Čas"
                type="time"
                value={form.time}
                onValueChange={(value) => set('time', value)}
                {...invalid('time')}
              />
            </div>
            <DialogSelect
              label="Domácí"
              isRequired
              isDisabled={!form.category_id}
              isLoading={teams.isFetching}
              selectedKeys={form.home_team_id ? [form.home_team_id] : []}
              onChange={(event) => set('home_team_id', event.target.value)}
              {...invalid('home_team_id')}
            >
              {teamItems.map((team) => (
                <SelectItem key={team.id}>{team.name}</SelectItem>
              ))}
            </DialogSelect>
            <DialogSelect
              label="Hosté"
              isRequired
              isDisabled={!form.category_id}
              isLoading={teams.isFetching}
              selectedKeys={form.away_team_id ? [form.away_team_id] : []}
              onChange={(event) => set('away_team_id', event.target.value)}
              {...invalid('away_team_id')}
            >
              {teamItems.map((team) => (
                <SelectItem key={team.id}>{team.name}</SelectItem>
              ))}
            </DialogSelect>
            <Input label="Místo" value={form.venue} onValueChange={(value) => set('venue', value)} {...invalid('venue')} />
            <DialogSelect
              label="Soutěž"
              selectedKeys={[form.competition]}
              disallowEmptySelection
              onChange={(event) => set('competition', event.target.value)}
            >
              {Object.entries(COMPETITIONS).map(([key, label]) => (
                <SelectItem key={key}>{label}</SelectItem>
              ))}
            </DialogSelect>
            {form.date ? (
              <p className="text-xs text-default-500">
                {matchweek(season.start_date, form.date)}. kolo sezóny {season.name}
              </p>
            ) : null}
          </ModalBody>
          <ModalFooter>
            <Button variant="light" onPress={onClose} isDisabled={save.isPending}>
              Zrušit
            </Button>
            <Button color="primary" onPress={submit} isLoading={save.isPending}>
              Uložit
            </Button>
          </ModalFooter>
        </DialogPortalScope>
      </ModalContent>
    </Modal>
  );
}
