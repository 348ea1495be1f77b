import type { TablesInsert } from '@/lib/supabase/database.types';
import { parseImportDate, parseImportTime } from './date-time';
import { findTeam, type ImportTeam } from './find-team';
import { importMessages } from './messages';
import { normaliseText } from './normalise';
import type { RawImportRow } from './parse';

export interface ImportCategory {
  id: string;
  name: string;
}

type FixtureColumns = Pick<TablesInsert<'matches'>, 'category_id' | 'season_id' | 'home_team_id' | 'away_team_id' | 'date'>;

/** The columns that make two matches the same fixture, as read from the database. */
export type ExistingMatchKey = FixtureColumns & {
  /** 'HH:MM' or 'HH:MM:SS' (Postgres returns seconds), or null */
  time: string | null;
};

/**
 * A row ready for the `matches` insert: imported matches are upcoming league matches,
 * not home, with an empty venue (the database then sets is_home from the teams' own-club flags).
 * The caller adds the matchweek, as it knows the season's start.
 */
export type ImportedMatch = FixtureColumns & {
  time: string;
  status: 'upcoming';
  competition: 'league';
  is_home: false;
  venue: '';
  /**
   * From a match-number column, else null. Set on every row, so a batch's objects share their
   * keys (a bulk insert needs that); optional only for callers that build a match by hand.
   */
  match_number?: string | null;
};

/** One report line per pasted row; `label` echoes the row as written, for the preview. */
export type ImportRowResult =
  { row: number; ok: true; match: ImportedMatch; label: string } | { row: number; ok: false; errors: string[]; label: string };

export interface ImportContext {
  categories: readonly ImportCategory[];
  teamsByCategory: Readonly<Record<string, readonly ImportTeam[]>>;
  existing: readonly ExistingMatchKey[];
  seasonId: string;
}

/** Seconds are dropped so '15:00:00' from the database equals '15:00' from a paste. */
const fixtureKey = (match: ExistingMatchKey) =>
  [match.category_id, match.season_id, match.home_team_id, match.away_team_id, match.date, (match.time ?? '').slice(0, 5)].join(
    '|',
  );

/**
 * Checks every row and reports all of a row's errors together, so the admin fixes
 * a sheet in one pass. A valid row joins the known fixtures, so a second copy of it within the
 * same paste is refused as a duplicate just like a match already saved.
 */
export function validateImportRows(rows: readonly RawImportRow[], context: ImportContext): ImportRowResult[] {
  const known = new Set(context.existing.map(fixtureKey));
  return rows.map((raw) => {
    const label = `${raw.date} ${raw.time} ${raw.home} – ${raw.away} (${raw.category})`;
    if (raw.incomplete) return { row: raw.row, ok: false, errors: [importMessages.missingColumns(raw.row)], label };

    const errors: string[] = [];
    // The category name matches ignoring case; accents are ignored too, as for teams ('Muzi' is 'Muži').
    const category = context.categories.find((candidate) => normaliseText(candidate.name) === normaliseText(raw.category));
    if (!category) errors.push(importMessages.categoryNotFound(raw.category, raw.row));
    // Teams only within the found category: the same club's team in another category is another team.
    const teams = category ? (context.teamsByCategory[category.id] ?? []) : [];
    const available = teams.map((team) => team.name);
    const home = category ? findTeam(teams, raw.home) : null;
    const away = category ? findTeam(teams, raw.away) : null;
    if (category && !home) errors.push(importMessages.teamNotFound(raw.home, raw.row, available));
    if (category && !away) errors.push(importMessages.teamNotFound(raw.away, raw.row, available));
    if (home && away && home.id === away.id) errors.push(importMessages.sameTeams);
    const date = parseImportDate(raw.date);
    if (!date) errors.push(importMessages.invalidDate);
    const time = parseImportTime(raw.time);
    if (!time) errors.push(importMessages.invalidTime);
    if (errors.length > 0 || !category || !home || !away || !date || !time) return { row: raw.row, ok: false, errors, label };

    const match: ImportedMatch = {
      category_id: category.id,
      season_id: context.seasonId,
      home_team_id: home.id,
      away_team_id: away.id,
      date,
      time,
      status: 'upcoming',
      competition: 'league',
      is_home: false,
      venue: '',
      match_number: raw.matchNumber === '' ? null : raw.matchNumber,
    };
    const key = fixtureKey(match);
    if (known.has(key)) return { row: raw.row, ok: false, errors: [importMessages.duplicate], label };
    known.add(key);
    return { row: raw.row, ok: true, match, label };
  });
}
