import { createClient } from '@supabase/supabase-js';
import { uploadClubLogo } from '../../src/features/clubs/api';
import type { TypedSupabaseClient } from '../../src/lib/supabase/client';
import type { Database } from '../../src/lib/supabase/database.types';
import type { ClubAnswers, ProjectEnv } from './answers';
import { sameLogo } from './logo';
import type { ProjectState, Step } from './plan';
import type { Made } from './report';

/** The project through its API with the service key: RLS does not apply, no SQL is run directly. */
export function serviceClient(env: ProjectEnv): TypedSupabaseClient {
  return createClient<Database>(env.supabaseUrl, env.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

function check<T>(result: { data: T; error: { message: string } | null }): NonNullable<T> {
  if (result.error) throw new Error(result.error.message);
  return result.data as NonNullable<T>;
}

function count(result: { count: number | null; error: { message: string } | null }): number {
  if (result.error) throw new Error(result.error.message);
  return result.count ?? 0;
}

/** The auth user with this address, walking the admin API's pages (a club has few accounts). */
async function findUser(client: TypedSupabaseClient, email: string) {
  for (let page = 1; ; page += 1) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) throw new Error(error.message);
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === email);
    if (user || data.users.length < 1000) return user ?? null;
  }
}

export async function readProjectState(client: TypedSupabaseClient, answers: ClubAnswers, logo: File | null): Promise<ProjectState> {
  const [ownClubs, clubCount, seasons, memberCount, categories, config, pages, user] = await Promise.all([
    client.from('clubs').select('id, name, short_name, logo_url').eq('is_own_club', true).then(check),
    client.from('clubs').select('id', { count: 'exact', head: true }).then(count),
    client.from('seasons').select('id, name, start_date, end_date, is_active').then(check),
    client.from('members').select('id', { count: 'exact', head: true }).then(count),
    client.from('categories').select('id, slug').then(check),
    client.from('club_config').select('club_name, short_name, club_logo_url').maybeSingle().then((result) => check(result) ?? null),
    client.from('page_visibility').select('page_key').then(check),
    findUser(client, answers.adminEmail),
  ]);

  const own = ownClubs.length === 1 ? ownClubs[0] : null;
  const season = seasons.find((candidate) => candidate.name.trim().toLocaleLowerCase('cs') === answers.seasonName.toLocaleLowerCase('cs'));
  const assignments =
    own && season
      ? check(await client.from('club_categories').select('category_id, teams:club_category_teams(id)').eq('club_id', own.id).eq('season_id', season.id)).map(
          (row) => ({ category_id: row.category_id, teams: row.teams.length }),
        )
      : [];

  let admin: ProjectState['admin'] = null;
  if (user) {
    const [roles, profiles] = await Promise.all([
      client.from('user_roles').select('id').eq('user_id', user.id).eq('role', 'admin').then(check),
      client.from('user_profiles').select('id').eq('user_id', user.id).eq('role', 'admin').then(check),
    ]);
    admin = { id: user.id, confirmed: Boolean(user.email_confirmed_at), adminRows: { role: roles.length > 0, profile: profiles.length > 0 } };
  }

  const shownLogo = config?.club_logo_url ?? own?.logo_url ?? null;
  let logoMatches: boolean | null = null;
  if (logo && shownLogo) {
    const response = await fetch(shownLogo);
    logoMatches = response.ok && (await sameLogo(await response.blob(), logo));
  }

  return { ownClubs, clubCount, seasons, memberCount, categories, assignments, config, pageKeys: pages.map((page) => page.page_key), admin, logoMatches };
}

/**
 * Makes the planned steps in order. Inserts that may meet a row made meanwhile (or by a run that
 * stopped half-way) ignore the duplicate, so running the plan again converges instead of failing.
 */
export async function applySteps(client: TypedSupabaseClient, env: ProjectEnv, answers: ClubAnswers, logo: File | null, steps: readonly Step[], onMade: (made: Made) => void): Promise<void> {
  const ownClubId = async () => check(await client.from('clubs').select('id').eq('is_own_club', true).single()).id;
  const seasonId = async () => check(await client.from('seasons').select('id').eq('name', answers.seasonName).single()).id;

  for (const step of steps) {
    switch (step.kind) {
      case 'club':
        check(await client.from('clubs').insert({ name: answers.clubName, short_name: answers.shortName, is_own_club: true }));
        onMade({ step: step.kind, detail: `${answers.clubName} (${answers.shortName})` });
        break;
      case 'config':
        check(await client.from('club_config').insert({ id: true, club_name: answers.clubName, short_name: answers.shortName }));
        onMade({ step: step.kind, detail: `${answers.clubName}, ${answers.shortName}` });
        break;
      case 'logo': {
        if (!logo) break;
        const url = await uploadClubLogo(client, logo);
        check(await client.from('clubs').update({ logo_url: url }).eq('is_own_club', true));
        check(await client.from('club_config').update({ club_logo_url: url }).eq('id', true));
        onMade({ step: step.kind, detail: url });
        break;
      }
      case 'season':
        check(await client.from('seasons').insert({ name: answers.seasonName, start_date: answers.seasonStart, end_date: answers.seasonEnd, is_active: true }));
        onMade({ step: step.kind, detail: `${answers.seasonName} (${answers.seasonStart} – ${answers.seasonEnd}), aktivní` });
        break;
      case 'categories':
        check(await client.from('categories').upsert(step.categories, { onConflict: 'slug', ignoreDuplicates: true }));
        onMade({ step: step.kind, detail: step.categories.map((category) => `${category.name} (${category.description})`).join(', ') });
        break;
      case 'assignments': {
        const [clubId, season] = await Promise.all([ownClubId(), seasonId()]);
        const categories = check(await client.from('categories').select('id, slug').in('slug', step.categories.map((category) => category.slug)));
        check(
          await client
            .from('club_categories')
            .upsert(categories.map((category) => ({ club_id: clubId, category_id: category.id, season_id: season })), { onConflict: 'club_id,category_id,season_id', ignoreDuplicates: true }),
        );
        const rows = check(await client.from('club_categories').select('id').eq('club_id', clubId).eq('season_id', season).in('category_id', categories.map((category) => category.id)));
        // One team, A, as the club fields until an admin adds a B team (the public site names it without the letter).
        check(await client.from('club_category_teams').upsert(rows.map((row) => ({ club_category_id: row.id, team_suffix: 'A', is_primary: true })), { onConflict: 'club_category_id,team_suffix', ignoreDuplicates: true }));
        onMade({ step: step.kind, detail: `${step.categories.length} kategorií v sezóně ${answers.seasonName}, v každé družstvo A` });
        break;
      }
      case 'pages':
        check(await client.from('page_visibility').upsert(step.pages, { onConflict: 'page_key', ignoreDuplicates: true }));
        onMade({ step: step.kind, detail: `${step.pages.length} stránek a sekcí (${step.pages.map((page) => page.page_title).join(', ')})` });
        break;
      case 'invite': {
        const redirectTo = new URL('/set-password', env.siteUrl).toString();
        // The mail templates (supabase/templates) name the club from the user's metadata.
        const { error } = await client.auth.admin.inviteUserByEmail(answers.adminEmail, { redirectTo, data: { club_name: answers.clubName } });
        if (error) throw new Error(error.message);
        onMade({ step: step.kind, detail: `${answers.adminEmail}; odkaz v e-mailu vede na ${redirectTo}` });
        break;
      }
      case 'admin-role': {
        const userId = step.userId ?? (await findUser(client, answers.adminEmail))?.id;
        if (!userId) throw new Error(`Uživatel ${answers.adminEmail} nebyl nalezen`);
        // The rows the user administration's set_user_roles writes for the role 'admin' alone:
        // a role row and an admin profile row, and no member profile row.
        check(await client.from('user_roles').upsert({ user_id: userId, role: 'admin' }, { onConflict: 'user_id,role', ignoreDuplicates: true }));
        check(await client.from('user_profiles').upsert({ user_id: userId, role: 'admin' }, { onConflict: 'user_id,role', ignoreDuplicates: true }));
        check(await client.from('user_profiles').delete().eq('user_id', userId).eq('role', 'member'));
        onMade({ step: step.kind, detail: answers.adminEmail });
        break;
      }
    }
  }
}
