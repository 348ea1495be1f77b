import { matchMessages } from '../messages';
import { importMessages } from './messages';
import { normaliseText, type RawImportRow } from './parse';

export interface ImportCategory {
  id: string;
  name: string;
}

export interface ImportTeam {
  id: string;
  name: string;
  short_name: string | null;
}

export interface ExistingMatchKey {
  category_id: string;
  season_id: string;
  home_team_id: string;
  away_team_id: string;
  date: string;
  /** HH:MM or HH:MM:SS, or null */
  time: string | null;
}

export interface ImportedMatch {
  category_id: string;
  season_id: string;
  home_team_id: string;
  away_team_id: string;
  date: string;
  time: string;
  /** Spec §9: imported matches are upcoming league matches, not home, with an empty venue. */
  status: 'upcoming';
  competition: 'league';
  is_home: false;
  venue: '';
}

export type ImportRowResult = { row: number; ok: true; match: ImportedMatch; label: string } | { row: number; ok: false; errors: string[]; label: string };

export interface ImportContext {
  categories: ImportCategory[];
  teamsByCategory: Record<string, ImportTeam[]>;
  existing: ExistingMatchKey[];
  seasonId: string;
}

/** d.m.yyyy (spaces and missing zeros allowed), or an ISO yyyy-mm-dd; a real calendar day. */
export function parseImportDate(value: string): string | null {
  const czech = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/.exec(value.trim());
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  const [year, month, day] = czech ? [czech[3], czech[2], czech[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}

/** HH:MM with hours 0–23 and minutes 00–59 (one-digit hours allowed). */
export function parseImportTime(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return `${match[1]?.padStart(2, '0') ?? ''}:${match[2] ?? ''}`;
}

/**
 * A team by name or short name: an exact match (case and accents ignored) wins; otherwise the
 * one team whose name contains the text or is contained in it. Several partial candidates are
 * ambiguous and refused rather than guessed.
 */
export function findTeam(teams: ImportTeam[], text: string): ImportTeam | null {
  const wanted = normaliseText(text);
  if (!wanted) return null;
  const names = (team: ImportTeam) => [team.name, team.short_name ?? ''].map(normaliseText).filter(Boolean);
  const exact = teams.find((team) => names(team).includes(wanted));
  if (exact) return exact;
  const partial = teams.filter((team) => names(team).some((name) => name.includes(wanted) || wanted.includes(name)));
  return partial.length === 1 ? (partial[0] ?? null) : null;
}

const matchKey = (match: Pick<ExistingMatchKey, 'category_id' | 'season_id' | 'home_team_id' | 'away_team_id' | 'date'> & { time: string | null }) =>
  [match.category_id, match.season_id, match.home_team_id, match.away_team_id, match.date, (match.time ?? '').slice(0, 5)].join('|');

/** Spec §4/§5/§8: every rule of the import, with all of a row's errors reported together. */
export function validateImportRows(rows: RawImportRow[], context: ImportContext): ImportRowResult[] {
  const seen = new Set(context.existing.map(matchKey));
  return rows.map((raw) => {
    const label = `${raw.date} ${raw.time} ${raw.home} – ${raw.away} (${raw.category})`;
    if (raw.incomplete) return { row: raw.row, ok: false, errors: [importMessages.missingColumns(raw.row)], label };
    const errors: string[] = [];
    const category = context.categories.find((candidate) => normaliseText(candidate.name) === normaliseText(raw.category));
    if (!category) errors.push(importMessages.categoryNotFound(raw.category, raw.row));
    const teams = category ? (context.teamsByCategory[category.id] ?? []) : [];
    const home = category ? findTeam(teams, raw.home) : null;
    const away = category ? findTeam(teams, raw.away) : null;
    const available = teams.map((team) => team.name);
    if (category && !home) errors.push(importMessages.teamNotFound(raw.home, raw.row, available));
    if (category && !away) errors.push(importMessages.teamNotFound(raw.away, raw.row, available));
    if (home && away && home.id === away.id) errors.push(matchMessages.sameTeams);
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
    };
    const key = matchKey(match);
    if (seen.has(key)) return { row: raw.row, ok: false, errors: [importMessages.duplicate], label };
    seen.add(key);
    return { row: raw.row, ok: true, match, label };
  });
}
