import { randomUUID } from 'node:crypto';
import type { LocalStack } from '@club-app/supabase-local';

/**
 * Row builders for the people and team-work tables (members, lineups, training, attendance,
 * loans, meeting minutes) and the competition rows they hang on. They write as the database
 * owner (no RLS), so a test sets up its world directly and then acts as a role through sqlAs.
 * Every name is unique per call, so tests never collide with each other or with seed.sql.
 */
type Db = Pick<LocalStack, 'db'>;

function shortId(): string {
  return randomUUID().slice(0, 8);
}

async function insertReturningId(stack: Db, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(sql, params);
  const row = rows[0];
  if (!row) throw new Error(`insert returned no id: ${sql}`);
  return row.id;
}

export async function createCategory(stack: Db, name = `Kategorie ${shortId()}`): Promise<string> {
  return insertReturningId(
    stack,
    `insert into public.categories (slug, name, age_group, gender) values ($1, $2, 'adults', 'male') returning id`,
    [`test-${shortId()}`, name],
  );
}

/** An inactive, open season, so the seed's active season stays as it is. */
export async function createSeason(stack: Db): Promise<string> {
  const year = 2040 + Math.floor(Math.random() * 50);
  return insertReturningId(
    stack,
    `insert into public.seasons (name, start_date, end_date) values ($1, $2, $3) returning id`,
    [`${year}/${year + 1} ${shortId()}`, `${year}-09-01`, `${year + 1}-06-30`],
  );
}

export async function createClub(stack: Db, options: { isOwnClub?: boolean; name?: string } = {}): Promise<string> {
  return insertReturningId(stack, `insert into public.clubs (name, is_own_club) values ($1, $2) returning id`, [
    options.name ?? `TJ Sokol ${shortId()}`,
    options.isOwnClub ?? false,
  ]);
}

/** A club's A team in a category and season; returns the team (club_category_teams) id. */
export async function createTeam(
  stack: Db,
  options: { categoryId: string; seasonId: string; clubId?: string },
): Promise<string> {
  const clubId = options.clubId ?? (await createClub(stack));
  const clubCategoryId = await insertReturningId(
    stack,
    `insert into public.club_categories (club_id, category_id, season_id) values ($1, $2, $3) returning id`,
    [clubId, options.categoryId, options.seasonId],
  );
  return insertReturningId(
    stack,
    `insert into public.club_category_teams (club_category_id, is_primary) values ($1, true) returning id`,
    [clubCategoryId],
  );
}

export interface MatchRows {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
}

export async function createMatch(
  stack: Db,
  options: { categoryId: string; seasonId: string; status?: 'upcoming' | 'completed'; date?: string; homeClubId?: string },
): Promise<MatchRows> {
  const homeTeamId = await createTeam(stack, { ...options, clubId: options.homeClubId });
  const awayTeamId = await createTeam(stack, options);
  const completed = options.status === 'completed';
  const id = await insertReturningId(
    stack,
    `insert into public.matches (category_id, season_id, date, time, status, home_team_id, away_team_id,
       home_score, away_score, home_score_halftime, away_score_halftime)
     values ($1, $2, $3, '15:00', $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      options.categoryId,
      options.seasonId,
      options.date ?? '2041-04-12',
      options.status ?? 'upcoming',
      homeTeamId,
      awayTeamId,
      completed ? 19 : null,
      completed ? 16 : null,
      completed ? 12 : null,
      completed ? 10 : null,
    ],
  );
  return { id, homeTeamId, awayTeamId };
}

export type MemberFunction =
  | 'player'
  | 'coach'
  | 'referee'
  | 'club_management'
  | 'assistant_coach'
  | 'team_manager'
  | 'physiotherapist'
  | 'doctor'
  | 'parent'
  | 'volunteer';

export interface MemberOptions {
  categoryId?: string | null;
  name?: string;
  surname?: string;
  dateOfBirth?: string;
  sex?: 'male' | 'female';
  functions?: MemberFunction[];
}

export async function createMember(stack: Db, options: MemberOptions = {}): Promise<string> {
  return insertReturningId(
    stack,
    `insert into public.members (name, surname, registration_number, date_of_birth, sex, category_id, functions)
     values ($1, $2, $3, $4, $5, $6, $7::text[]) returning id`,
    [
      options.name ?? 'Jan',
      options.surname ?? `Novák ${shortId()}`,
      `REG-${shortId()}`,
      options.dateOfBirth ?? '2001-05-17',
      options.sex ?? 'male',
      options.categoryId ?? null,
      `{${(options.functions ?? ['player']).join(',')}}`,
    ],
  );
}

export async function createLineup(stack: Db, options: { matchId: string; teamId: string }): Promise<string> {
  return insertReturningId(stack, `insert into public.lineups (match_id, team_id) values ($1, $2) returning id`, [
    options.matchId,
    options.teamId,
  ]);
}

export interface LineupPlayerOptions {
  lineupId: string;
  memberId: string;
  position?: 'field_player' | 'goalkeeper' | null;
  jerseyNumber?: number | null;
  isCaptain?: boolean;
  goals?: number;
  yellowCards?: number;
  redCards5min?: number;
  redCards10min?: number;
  redCardsPersonal?: number;
}

export async function addLineupPlayer(stack: Db, options: LineupPlayerOptions): Promise<string> {
  return insertReturningId(
    stack,
    `insert into public.lineup_players (lineup_id, member_id, position, jersey_number, is_captain, goals,
       yellow_cards, red_cards_5min, red_cards_10min, red_cards_personal)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      options.lineupId,
      options.memberId,
      options.position === undefined ? 'field_player' : options.position,
      options.jerseyNumber ?? null,
      options.isCaptain ?? false,
      options.goals ?? 0,
      options.yellowCards ?? 0,
      options.redCards5min ?? 0,
      options.redCards10min ?? 0,
      options.redCardsPersonal ?? 0,
    ],
  );
}

/** Adds `count` new members of the category to a lineup in one position, jerseys from `firstJersey`. */
export async function fillLineup(
  stack: Db,
  options: { lineupId: string; categoryId: string; position: 'field_player' | 'goalkeeper'; count: number; firstJersey: number },
): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const memberId = await createMember(stack, { categoryId: options.categoryId });
    await addLineupPlayer(stack, {
      lineupId: options.lineupId,
      memberId,
      position: options.position,
      jerseyNumber: options.firstJersey + index,
    });
    ids.push(memberId);
  }
  return ids;
}

export async function addLineupCoach(
  stack: Db,
  options: { lineupId: string; memberId: string; role?: 'head_coach' | 'assistant_coach' | 'team_manager' },
): Promise<string> {
  return insertReturningId(
    stack,
    `insert into public.lineup_coaches (lineup_id, member_id, role) values ($1, $2, $3) returning id`,
    [options.lineupId, options.memberId, options.role ?? 'head_coach'],
  );
}

export async function createCategoryLineup(stack: Db, options: { categoryId: string; seasonId: string }): Promise<string> {
  return insertReturningId(
    stack,
    `insert into public.category_lineups (category_id, season_id) values ($1, $2) returning id`,
    [options.categoryId, options.seasonId],
  );
}

/** The club's local date and time a number of hours from now (null: a fixed far-future start). */
const CLUB_TIME_IN_HOURS = `(now() + make_interval(hours => $5::integer)) at time zone 'Europe/Prague'`;

export async function createTrainingSession(
  stack: Db,
  options: {
    categoryId: string;
    seasonId: string;
    status?: 'planned' | 'done' | 'cancelled';
    title?: string;
    /** Starts this many hours from now (club time); without it on 2041-03-10 17:30. */
    startsInHours?: number;
  },
): Promise<string> {
  return insertReturningId(
    stack,
    `insert into public.training_sessions (title, session_date, session_time, location, category_id, season_id, status)
     values ($1, coalesce((${CLUB_TIME_IN_HOURS})::date, '2041-03-10'), coalesce((${CLUB_TIME_IN_HOURS})::time(0), '17:30'),
             'Hřiště Svinov', $2, $3, $4) returning id`,
    [options.title ?? `Trénink ${shortId()}`, options.categoryId, options.seasonId, options.status ?? 'planned', options.startsInHours ?? null],
  );
}

export async function recordAttendance(
  stack: Db,
  options: { sessionId: string; memberId: string; status?: 'present' | 'absent' | 'late' | 'excused' },
): Promise<string> {
  return insertReturningId(
    stack,
    `insert into public.member_attendance (training_session_id, member_id, attendance_status) values ($1, $2, $3) returning id`,
    [options.sessionId, options.memberId, options.status ?? 'present'],
  );
}

export async function createLoan(
  stack: Db,
  options: {
    playerId: string;
    toClubId: string;
    fromClubId?: string | null;
    startDate?: string;
    status?: 'active' | 'expired' | 'terminated';
  },
): Promise<string> {
  return insertReturningId(
    stack,
    `insert into public.player_loans (player_id, from_club_id, to_club_id, loan_start_date, status)
     values ($1, $2, $3, $4, $5) returning id`,
    [options.playerId, options.fromClubId ?? null, options.toClubId, options.startDate ?? '2041-01-01', options.status ?? 'active'],
  );
}

export async function createMeetingMinutes(
  stack: Db,
  options: { meetingNumber: number; meetingDate: string; isActive?: boolean },
): Promise<string> {
  return insertReturningId(
    stack,
    `insert into public.meeting_minutes (meeting_number, meeting_date, meeting_place, is_active)
     values ($1, $2, 'Klubovna', $3) returning id`,
    [options.meetingNumber, options.meetingDate, options.isActive ?? true],
  );
}
