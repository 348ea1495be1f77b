import type { ClubAnswers } from './answers';
import { DEFAULT_PAGES, NH_CATEGORIES, type CategoryDefinition, type PageDefinition } from './club-defaults';

/** What the setup found in the project, read with the service key before it changes anything. */
export interface ProjectState {
  ownClubs: { id: string; name: string; short_name: string | null; logo_url: string | null }[];
  clubCount: number;
  seasons: { id: string; name: string; start_date: string; end_date: string; is_active: boolean }[];
  memberCount: number;
  categories: { id: string; slug: string }[];
  /** The own club's categories in the answered season, each with how many teams it fields. */
  assignments: { category_id: string; teams: number }[];
  config: { club_name: string; short_name: string | null; club_logo_url: string | null } | null;
  pageKeys: string[];
  admin: { id: string; confirmed: boolean; adminRows: { role: boolean; profile: boolean } } | null;
  /** Whether the logo the project shows is the answered file; null when it shows none or none was answered. */
  logoMatches: boolean | null;
}

/** One change, in the order they are made: the own club first, so a run that stopped half-way is recognised as this club's. */
export type Step =
  | { kind: 'club' }
  | { kind: 'config' }
  | { kind: 'logo' }
  | { kind: 'season' }
  | { kind: 'categories'; categories: CategoryDefinition[] }
  | { kind: 'assignments'; categories: CategoryDefinition[] }
  | { kind: 'pages'; pages: PageDefinition[] }
  | { kind: 'invite' }
  | { kind: 'admin-role'; userId: string | null };

export type Plan = { refused: string[] } | { refused: null; steps: Step[] };

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLocaleLowerCase('cs') === b.trim().toLocaleLowerCase('cs');

/**
 * Another club's data is never touched: a project belongs to the club whose own-club row it
 * holds, and a project without one must not hold seasons, clubs, members or a club config yet.
 * For this club's own project every answer must agree with what is there; what is missing is
 * made, what differs is refused (changes belong in the administration, not in a second setup).
 */
function refusals(answers: ClubAnswers, state: ProjectState): string[] {
  const [own, ...moreOwn] = state.ownClubs;
  if (moreOwn.length > 0) return [`Projekt už obsahuje data jiného klubu: má ${state.ownClubs.length} vlastní kluby (${state.ownClubs.map((club) => club.name).join(', ')}).`];
  if (own && !same(own.name, answers.clubName)) return [`Projekt už obsahuje data jiného klubu: vlastní klub je „${own.name}“, ne „${answers.clubName}“.`];
  if (!own) {
    const found = [
      state.clubCount > 0 && `kluby (${state.clubCount})`,
      state.seasons.length > 0 && `sezóny (${state.seasons.length})`,
      state.memberCount > 0 && `členy (${state.memberCount})`,
      state.config && !same(state.config.club_name, answers.clubName) && `nastavení klubu „${state.config.club_name}“`,
    ].filter((item): item is string => Boolean(item));
    return found.length > 0 ? [`Projekt už obsahuje data jiného klubu: ${found.join(', ')}.`] : [];
  }

  const problems: string[] = [];
  if (!same(own.short_name, answers.shortName)) problems.push(`Krátký název klubu je „${own.short_name ?? ''}“, ne „${answers.shortName}“.`);
  if (state.config && !same(state.config.club_name, answers.clubName)) problems.push(`Nastavení klubu nese název „${state.config.club_name}“.`);
  const season = state.seasons.find((candidate) => same(candidate.name, answers.seasonName));
  if (season && (season.start_date !== answers.seasonStart || season.end_date !== answers.seasonEnd)) {
    problems.push(`Sezóna ${season.name} trvá od ${season.start_date} do ${season.end_date}, ne od ${answers.seasonStart} do ${answers.seasonEnd}.`);
  } else if (season && !season.is_active) {
    problems.push(`Sezóna ${season.name} není aktivní.`);
  } else if (!season && state.seasons.length > 0) {
    problems.push(`Projekt už má sezóny (${state.seasons.map((candidate) => candidate.name).join(', ')}), ale ne ${answers.seasonName}.`);
  }
  if (state.logoMatches === false) problems.push('Klub už má jiné logo.');
  return problems;
}

export function planSetup(answers: ClubAnswers, state: ProjectState): Plan {
  const refused = refusals(answers, state);
  if (refused.length > 0) return { refused };

  const steps: Step[] = [];
  if (state.ownClubs.length === 0) steps.push({ kind: 'club' });
  if (!state.config) steps.push({ kind: 'config' });
  if (answers.logoFile && state.logoMatches === null) steps.push({ kind: 'logo' });
  if (!state.seasons.some((season) => same(season.name, answers.seasonName))) steps.push({ kind: 'season' });

  const existing = new Set(state.categories.map((category) => category.slug));
  const missing = NH_CATEGORIES.filter((category) => !existing.has(category.slug));
  if (missing.length > 0) steps.push({ kind: 'categories', categories: missing });

  const fielded = new Set(state.assignments.filter((assignment) => assignment.teams > 0).map((assignment) => assignment.category_id));
  const idOf = new Map(state.categories.map((category) => [category.slug, category.id]));
  const unassigned = NH_CATEGORIES.filter((category) => !fielded.has(idOf.get(category.slug) ?? ''));
  if (unassigned.length > 0) steps.push({ kind: 'assignments', categories: unassigned });

  const pageKeys = new Set(state.pageKeys);
  const pages = DEFAULT_PAGES.filter((page) => !pageKeys.has(page.page_key));
  if (pages.length > 0) steps.push({ kind: 'pages', pages });

  if (!state.admin) steps.push({ kind: 'invite' });
  if (!state.admin?.adminRows.role || !state.admin.adminRows.profile) steps.push({ kind: 'admin-role', userId: state.admin?.id ?? null });
  return { refused: null, steps };
}
