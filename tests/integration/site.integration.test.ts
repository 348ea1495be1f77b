import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser, type SeededUser } from '../seed/users';
import { sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let admin: SeededUser;
let member: SeededUser;
beforeAll(async () => {
  stack = await startTestStack('app');
  admin = await seedUser(stack, { role: 'admin' });
  member = await seedUser(stack);
});
afterAll(async () => {
  await stack.stop();
});

const uniqueSlug = () => `clanek-${Math.random().toString(36).slice(2, 10)}`;

describe('blog posts', () => {
  it('published_at is set when a post is saved as published, not before', async () => {
    const slug = uniqueSlug();
    await sqlAs(stack, admin.claims, `insert into public.blog_posts (title, slug, content) values ('Výhra', $1, '<p>Text</p>')`, [slug]);
    const draft = await stack.db.query<{ published_at: string | null }>('select published_at from public.blog_posts where slug = $1', [slug]);
    expect(draft.rows).toEqual([{ published_at: null }]);
    await sqlAs(stack, admin.claims, `update public.blog_posts set status = 'published' where slug = $1`, [slug]);
    const published = await stack.db.query<{ is_set: boolean }>('select published_at is not null as is_set from public.blog_posts where slug = $1', [slug]);
    expect(published.rows).toEqual([{ is_set: true }]);
  });

  it('anon and members read published posts only', async () => {
    const draft = uniqueSlug();
    const published = uniqueSlug();
    await stack.db.query(
      `insert into public.blog_posts (title, slug, status) values ('Koncept', $1, 'draft'), ('Zpráva', $2, 'published')`,
      [draft, published],
    );
    for (const claims of [null, member.claims]) {
      const { rows } = await sqlAs<{ slug: string }>(stack, claims, 'select slug from public.blog_posts where slug = any($1::text[])', [
        `{${draft},${published}}`,
      ]);
      expect(rows).toEqual([{ slug: published }]);
    }
  });

  it('a duplicate slug is refused by blog_posts_slug_key', async () => {
    const slug = uniqueSlug();
    await stack.db.query(`insert into public.blog_posts (title, slug) values ('A', $1)`, [slug]);
    await expect(sqlAs(stack, admin.claims, `insert into public.blog_posts (title, slug) values ('B', $1)`, [slug])).rejects.toMatchObject({
      code: '23505',
    });
  });

  it('a member cannot write posts', async () => {
    await expect(
      sqlAs(stack, member.claims, `insert into public.blog_posts (title, slug) values ('X', $1)`, [uniqueSlug()]),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

describe('todos (edit and delete only while todo)', () => {
  async function createTodo(status: 'todo' | 'in-progress' | 'done'): Promise<string> {
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.todos (title, user_email, status) values ('Opravit web', 'admin@svinov.local', $1) returning id`,
      [status],
    );
    return rows[0]?.id ?? '';
  }

  it('a todo in status todo can be edited and deleted', async () => {
    const id = await createTodo('todo');
    await sqlAs(stack, admin.claims, `update public.todos set title = 'Nový název' where id = $1`, [id]);
    await sqlAs(stack, admin.claims, 'delete from public.todos where id = $1', [id]);
    expect((await stack.db.query('select id from public.todos where id = $1', [id])).rows).toEqual([]);
  });

  it('once in progress it can move on but not be edited or deleted', async () => {
    const id = await createTodo('in-progress');
    await expect(sqlAs(stack, admin.claims, `update public.todos set title = 'Jinak' where id = $1`, [id])).rejects.toMatchObject({
      message: 'Úkol lze upravit jen ve stavu todo',
    });
    await expect(sqlAs(stack, admin.claims, 'delete from public.todos where id = $1', [id])).rejects.toMatchObject({
      message: 'Úkol lze smazat jen ve stavu todo',
    });
    await sqlAs(stack, admin.claims, `update public.todos set status = 'done' where id = $1`, [id]);
    const { rows } = await stack.db.query('select title, status from public.todos where id = $1', [id]);
    expect(rows).toEqual([{ title: 'Opravit web', status: 'done' }]);
  });
});

describe('grants, page visibility, club config, login logs', () => {
  it('a grant month outside 1–12 is refused by the check constraint', async () => {
    await expect(sqlAs(stack, admin.claims, `insert into public.grants (name, month) values ('Dotace', 13)`)).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('anon reads only visible, active pages', async () => {
    const key = `page-${Math.random().toString(36).slice(2, 8)}`;
    await stack.db.query(
      `insert into public.page_visibility (page_key, page_title, page_route, category, is_visible)
       values ($1, 'Viditelná', '/viditelna', 'info', true), ($2, 'Skrytá', '/skryta', 'info', false)`,
      [key, `${key}-hidden`],
    );
    const { rows } = await sqlAs<{ page_key: string }>(stack, null, 'select page_key from public.page_visibility where page_key like $1', [
      `${key}%`,
    ]);
    expect(rows).toEqual([{ page_key: key }]);
  });

  it('club config holds one row only', async () => {
    await stack.db.query(`insert into public.club_config (club_name) values ('Klub') on conflict (id) do nothing`);
    await expect(stack.db.query(`insert into public.club_config (id, club_name) values (false, 'Druhý')`)).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('login logs: only the service role inserts, only admins read', async () => {
    const email = `log-${Math.random().toString(36).slice(2, 8)}@svinov.local`;
    await expect(
      sqlAs(stack, admin.claims, `insert into public.login_logs (email, status) values ($1, 'success')`, [email]),
    ).rejects.toMatchObject({ code: '42501' });
    await sqlAs(stack, { role: 'service_role' }, `insert into public.login_logs (email, status) values ($1, 'success')`, [email]);
    expect((await sqlAs(stack, member.claims, 'select email from public.login_logs where email = $1', [email])).rows).toEqual([]);
    expect((await sqlAs(stack, admin.claims, 'select email from public.login_logs where email = $1', [email])).rows).toEqual([{ email }]);
    await expect(sqlAs(stack, null, 'select email from public.login_logs')).rejects.toMatchObject({ code: '42501' });
  });
});

// An SVG can carry scripts, so the public image buckets take raster formats only.
const RASTER_IMAGES = '["image/png","image/jpeg","image/gif","image/webp","image/avif"]';

describe('storage buckets', () => {
  it('club-assets and blog-images are public, raster images only (no SVG), 5 MB; meeting minutes are private, 10 MB', async () => {
    const { rows } = await stack.db.query(
      `select id, public, file_size_limit::text as limit, array_to_json(allowed_mime_types)::text as types
       from storage.buckets where id in ('club-assets', 'blog-images', 'meeting-minutes') order by id`,
    );
    expect(rows).toEqual([
      { id: 'blog-images', public: true, limit: '5242880', types: RASTER_IMAGES },
      { id: 'club-assets', public: true, limit: '5242880', types: RASTER_IMAGES },
      {
        id: 'meeting-minutes',
        public: false,
        limit: '10485760',
        types: '["application/pdf","application/msword","application/vnd.openxmlformats-officedocument.wordprocessingml.document"]',
      },
    ]);
  });
});
