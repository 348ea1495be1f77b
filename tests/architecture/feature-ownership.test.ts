import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataAccesses, featureImports, importCycles } from './feature-graph';

const SRC = resolve(import.meta.dirname, '../../src');

/**
 * Which feature reads and writes each table, view and database function. Another feature that
 * needs the data calls the owner's exported reads, or the page composes both.
 */
const OWNERS: Record<string, string[]> = {
  announcements: [
    'announcements',
    'announcement_recipients',
    'announcement_overview',
    'announcement_audience',
    'count_announcement_recipients',
    'send_announcement',
    'claim_announcement_deliveries',
    'finish_announcement_delivery',
  ],
  availability: [
    'member_accounts',
    'category_availability_settings',
    'availability_answers',
    'availability_events',
    'linked_member_ids',
    'linked_category_ids',
    'set_availability',
    'get_my_availability',
    'get_event_availability',
    'get_availability_counts',
    'get_my_attendance',
    'member_has_left_club',
    'can_link_member_account',
    'calendar_feeds',
    'calendar_token_hash',
    'renew_calendar_feed',
    'get_calendar_feed',
    'calendar_feed_exists',
  ],
  betting: [
    'betting_bets',
    'ensure_betting_wallet',
    'get_betting_leaderboard',
    'get_betting_statistics',
    'get_betting_user_rank',
    'get_betting_wallet_summary',
    'place_bet',
  ],
  blog: ['blog_posts'],
  categories: ['categories', 'can_manage_category', 'categories_managed_by_caller'],
  'club-categories': ['club_categories', 'club_category_teams'],
  'club-config': ['club_config'],
  clubs: ['clubs'],
  'coach-simulation': ['ensure_admin_rows'],
  comments: ['comments'],
  committees: ['committees'],
  downloads: ['documents'],
  gallery: ['photo_albums', 'photos', 'reorder_photos'],
  grants: ['grants'],
  lineups: [
    'lineups',
    'category_lineups',
    'category_lineup_members',
    'save_lineup',
    'save_category_lineup_member',
    'get_next_match_without_lineup',
    'soft_delete_lineup',
    'soft_delete_category_roster',
  ],
  loans: ['player_loans', 'create_player_loan', 'end_player_loan'],
  'login-logs': ['login_logs'],
  mailings: [
    'category_reminder_settings',
    'mail_preferences',
    'mail_deliveries',
    'mail_answer_tokens',
    'mail_unsubscribe_tokens',
    'mail_token_hash',
    'mail_new_token',
    'claim_reminder_deliveries',
    'category_mail_recipients',
    'event_changes',
    'record_training_cancellation',
    'record_match_move',
    'claim_change_deliveries',
    'mark_mail_sent',
    'mark_mail_failed',
    'answer_by_mail_token',
    'peek_mail_answer_link',
    'peek_mail_unsubscribe_link',
    'unsubscribe_by_mail_token',
  ],
  matches: ['matches', 'match_metadata', 'own_club_matches', 'teams', 'record_match_result', 'get_head_to_head'],
  'meeting-minutes': [
    'meeting_minutes',
    'get_meeting_attendees',
    'get_meeting_minutes_writers',
    'get_next_meeting_number',
    'save_meeting_minutes',
    'set_meeting_attendees',
  ],
  members: [
    'members',
    'public_members',
    'external_players',
    'member_club_relationships',
    'member_functions',
    'member_metadata',
    'create_member',
    'next_member_registration_number',
  ],
  'page-visibility': ['page_visibility'],
  partners: ['business_partners', 'main_partners', 'media_partners'],
  'player-statistics': [
    'get_player_statistics',
    'get_opponent_top_scorers',
    'get_team_form',
    'get_team_form_goals',
    'get_team_season_results',
  ],
  seasons: ['seasons'],
  standings: ['standings', 'generate_initial_standings', 'recalculate_standings'],
  todos: ['todos'],
  training: [
    'training_sessions',
    'member_attendance',
    'cancel_training_session',
    'generate_training_sessions',
    'get_attendance_summary',
  ],
  users: ['profiles', 'user_profiles', 'user_roles', 'set_user_roles'],
  videos: ['videos', 'match_videos'],
};

/** Reads outside the owner that stay, each with the reason it is not a call to the owner's api. */
const ALLOWED: { feature: string; name: string; why: string }[] = [
  {
    feature: 'auth',
    name: 'user_roles',
    why: "the session's own roles are part of signing in, which every feature (users included) builds on",
  },
  {
    feature: 'auth',
    name: 'user_profiles',
    why: "the session's own profile (role and assigned categories) is read with the session, as above",
  },
  {
    feature: 'clubs',
    name: 'club_config',
    why: 'a replaced club logo file is deleted only when neither a club nor the club config still points at it',
  },
];

const owner = new Map(Object.entries(OWNERS).flatMap(([feature, names]) => names.map((name) => [name, feature])));

describe('feature ownership', () => {
  it('no two features import each other in a circle (static or dynamic import; query keys exempt)', () => {
    const imports = featureImports(SRC);
    const cycles = importCycles(imports).map((group) => ({
      features: group,
      imports: imports
        .filter((edge) => !edge.keysOnly && group.includes(edge.from) && group.includes(edge.to))
        .map((edge) => `${edge.file} → ${edge.specifier}`),
    }));
    expect(cycles).toEqual([]);
  });

  it('every table and function is reached only from the feature that owns it', () => {
    const strays = dataAccesses(SRC)
      .filter(({ feature, name }) => owner.get(name) !== feature)
      .filter(({ feature, name }) => !ALLOWED.some((allowed) => allowed.feature === feature && allowed.name === name))
      .map(({ file, name, kind }) => `${file}: ${kind} ${name} (owner: ${owner.get(name) ?? 'none; add it to OWNERS'})`);
    expect(strays).toEqual([]);
  });

  it('each allowed exception is still needed', () => {
    const accesses = dataAccesses(SRC);
    const unused = ALLOWED.filter(({ feature, name }) => !accesses.some((a) => a.feature === feature && a.name === name));
    expect(unused).toEqual([]);
  });
});

describe('the checks catch a planted violation', () => {
  const root = mkdtempSync(join(tmpdir(), 'feature-graph-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const plant = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  plant('features/alpha/api.ts', "import { b } from '@/features/beta/api';\nexport const a = b;\n");
  plant('features/beta/keys.ts', "export const betaKeys = ['beta'];\n");
  plant('features/beta/api.ts', "export const b = 1;\nexport const load = () => client.from('alpha_rows').select();\n");
  plant('features/beta/components/panel.tsx', "export const Lazy = () => import('../../alpha/api');\n");
  plant('features/gamma/api.ts', "import { betaKeys } from '@/features/beta/keys';\nexport const g = betaKeys;\n");
  plant('features/beta/keys-user.ts', "import { g } from '../gamma/api';\nexport const k = g;\n");

  it('finds a circle closed by a dynamic import, and none through a query-key import', () => {
    expect(importCycles(featureImports(root))).toEqual([['alpha', 'beta']]);
  });

  it('names a table reached from outside its owner', () => {
    expect(dataAccesses(root)).toEqual([{ feature: 'beta', file: 'features/beta/api.ts', name: 'alpha_rows', kind: 'table' }]);
  });
});
