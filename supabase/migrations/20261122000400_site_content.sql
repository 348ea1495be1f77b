-- The public site's content and the admin's club tables (spec §3, §4, §7): blog posts,
-- committees, grants, comments, todos, page visibility, club config, partners, login logs,
-- the photo gallery, and the storage buckets with their policies.

-- ---------------------------------------------------------------------------------------
-- Blog (spec §3, §4: published_at set when saved as published; only published is public)
-- ---------------------------------------------------------------------------------------

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> ''),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  content text not null default '',
  excerpt text,
  tags text[] not null default '{}',
  image_url text,
  author_id uuid references auth.users (id) on delete set null default auth.uid(),
  category_id uuid references public.categories (id) on delete set null,
  match_id uuid references public.matches (id) on delete set null,
  status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_posts_slug_key unique (slug)
);
create index blog_posts_published_idx on public.blog_posts (published_at desc) where status = 'published';
create index blog_posts_category_idx on public.blog_posts (category_id, published_at desc);
create trigger blog_posts_updated_at before update on public.blog_posts
  for each row execute function public.set_updated_at();

create or replace function public.set_blog_published_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.status = 'published' and (tg_op = 'INSERT' or old.status is distinct from 'published') then
    new.published_at := now();
  end if;
  return new;
end
$$;
create trigger blog_posts_published_at before insert or update of status on public.blog_posts
  for each row execute function public.set_blog_published_at();

alter table public.blog_posts enable row level security;
grant select on public.blog_posts to anon, authenticated, service_role;
grant insert, update, delete on public.blog_posts to authenticated, service_role;
create policy "public reads published posts" on public.blog_posts for select to anon, authenticated
  using (status = 'published' or (select public.is_admin()));
create policy "admin writes" on public.blog_posts for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- Committees and grants (spec §3, §4: grants are soft- or hard-deleted)
-- ---------------------------------------------------------------------------------------

create table public.committees (
  id uuid primary key default gen_random_uuid(),
  code text not null check (code ~ '^[A-Z0-9_]+$'),
  name text not null check (btrim(name) <> ''),
  description text,
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint committees_code_key unique (code)
);
create trigger committees_updated_at before update on public.committees
  for each row execute function public.set_updated_at();

create table public.grants (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  description text,
  month integer not null check (month between 1 and 12),
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index grants_month_idx on public.grants (month) where is_active;
create trigger grants_updated_at before update on public.grants
  for each row execute function public.set_updated_at();

alter table public.committees enable row level security;
alter table public.grants enable row level security;
grant select on public.committees to anon, authenticated, service_role;
grant insert, update, delete on public.committees to authenticated, service_role;
grant select, insert, update, delete on public.grants to authenticated, service_role;
create policy "public reads active committees" on public.committees for select to anon, authenticated
  using (is_active or (select public.is_admin()));
create policy "admin writes" on public.committees for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admin manages" on public.grants for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- Comments and todos: the admins' internal notes (spec §3, §4)
-- ---------------------------------------------------------------------------------------

create table public.comments (
  id uuid primary key default gen_random_uuid(),
  content text not null check (btrim(content) <> ''),
  author text not null,
  user_email text not null,
  type text not null default 'general' check (type in ('general', 'feature', 'bug', 'improvement', 'technical')),
  created_at timestamptz not null default now()
);

create table public.todos (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> ''),
  description text,
  priority text not null default 'medium' check (priority in ('urgent', 'high', 'medium', 'low')),
  status text not null default 'todo' check (status in ('todo', 'in-progress', 'done')),
  category text not null default 'feature' check (category in ('feature', 'bug', 'improvement', 'technical')),
  due_date date,
  user_email text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index todos_priority_due_idx on public.todos (status, priority, due_date);
create trigger todos_updated_at before update on public.todos
  for each row execute function public.set_updated_at();

-- Spec §4: a todo is edited or deleted only while it is in the initial status; afterwards it
-- can only move along todo → in-progress → done.
create or replace function public.guard_todo_changes() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    if old.status <> 'todo' then
      raise exception 'Úkol lze smazat jen ve stavu todo' using errcode = 'P0001';
    end if;
    return old;
  end if;
  if old.status <> 'todo' and (new.title, new.description, new.priority, new.category, new.due_date, new.user_email)
      is distinct from (old.title, old.description, old.priority, old.category, old.due_date, old.user_email) then
    raise exception 'Úkol lze upravit jen ve stavu todo' using errcode = 'P0001';
  end if;
  return new;
end
$$;
create trigger todos_guard_changes before update or delete on public.todos
  for each row execute function public.guard_todo_changes();

alter table public.comments enable row level security;
alter table public.todos enable row level security;
grant select, insert, update, delete on public.comments, public.todos to authenticated, service_role;
create policy "admin manages" on public.comments for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admin manages" on public.todos for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- Page visibility (spec §2, §3, §7) and club config
-- ---------------------------------------------------------------------------------------

create table public.page_visibility (
  id uuid primary key default gen_random_uuid(),
  page_key text not null check (page_key ~ '^[a-z0-9]+([-_][a-z0-9]+)*$'),
  page_title text not null check (btrim(page_title) <> ''),
  -- A route starts with '/'; rows that switch a home-page section carry 'section:<name>'.
  page_route text not null check (page_route ~ '^(/[^\s]*|section:[a-z0-9-]+)$'),
  page_description text,
  category text not null check (category in ('main', 'categories', 'info', 'admin', 'sections')),
  is_visible boolean not null default true,
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint page_visibility_page_key_key unique (page_key)
);
create index page_visibility_menu_idx on public.page_visibility (category, sort_order) where is_visible and is_active;
create trigger page_visibility_updated_at before update on public.page_visibility
  for each row execute function public.set_updated_at();

-- Exactly one row: the club's identity, so the seed can be swapped for another club.
create table public.club_config (
  id boolean primary key default true check (id),
  club_name text not null check (btrim(club_name) <> ''),
  short_name text,
  description text,
  founded_year integer check (founded_year between 1850 and 2100),
  club_logo_url text,
  address text,
  city text,
  postal_code text,
  map_url text,
  email text,
  phone text,
  website_url text,
  facebook_url text,
  instagram_url text,
  youtube_url text,
  primary_color text check (primary_color ~ '^#[0-9a-fA-F]{6}$'),
  secondary_color text check (secondary_color ~ '^#[0-9a-fA-F]{6}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger club_config_updated_at before update on public.club_config
  for each row execute function public.set_updated_at();

alter table public.page_visibility enable row level security;
alter table public.club_config enable row level security;
grant select on public.page_visibility, public.club_config to anon, authenticated, service_role;
grant insert, update, delete on public.page_visibility, public.club_config to authenticated, service_role;
create policy "public reads visible pages" on public.page_visibility for select to anon, authenticated
  using ((is_visible and is_active) or (select public.is_admin()));
create policy "admin writes" on public.page_visibility for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "public reads" on public.club_config for select to anon, authenticated using (true);
create policy "admin writes" on public.club_config for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- Partners (spec §7: main, business and media partners)
-- ---------------------------------------------------------------------------------------

create table public.main_partners (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  logo_url text,
  website_url text,
  description text,
  -- Public funders (city, region, agency) and commercial sponsors are both main partners.
  partner_type text not null default 'sponsor' check (partner_type in ('sponsor', 'public_funder')),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  valid_from date,
  valid_to date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (valid_to is null or valid_from is null or valid_to >= valid_from)
);
create table public.business_partners (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  logo_url text,
  website_url text,
  description text,
  level text not null default 'standard' check (level in ('gold', 'silver', 'bronze', 'standard')),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table public.media_partners (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  logo_url text,
  website_url text,
  description text,
  media_type text not null default 'online' check (media_type in ('print', 'online', 'radio', 'tv')),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger main_partners_updated_at before update on public.main_partners for each row execute function public.set_updated_at();
create trigger business_partners_updated_at before update on public.business_partners for each row execute function public.set_updated_at();
create trigger media_partners_updated_at before update on public.media_partners for each row execute function public.set_updated_at();

alter table public.main_partners enable row level security;
alter table public.business_partners enable row level security;
alter table public.media_partners enable row level security;
grant select on public.main_partners, public.business_partners, public.media_partners to anon, authenticated, service_role;
grant insert, update, delete on public.main_partners, public.business_partners, public.media_partners to authenticated, service_role;
create policy "public reads active" on public.main_partners for select to anon, authenticated using (is_active or (select public.is_admin()));
create policy "admin writes" on public.main_partners for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "public reads active" on public.business_partners for select to anon, authenticated using (is_active or (select public.is_admin()));
create policy "admin writes" on public.business_partners for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "public reads active" on public.media_partners for select to anon, authenticated using (is_active or (select public.is_admin()));
create policy "admin writes" on public.media_partners for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- Login logs (spec §7 POST /api/log-login): written by the server with the service role,
-- read by admins only (spec §6).
-- ---------------------------------------------------------------------------------------

create table public.login_logs (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  status text not null check (status in ('success', 'failed')),
  action text not null default 'login' check (action in ('login', 'logout')),
  reason text,
  user_agent text,
  ip text,
  created_at timestamptz not null default now()
);
create index login_logs_email_created_idx on public.login_logs (email, created_at desc);
create index login_logs_created_idx on public.login_logs (created_at desc);

alter table public.login_logs enable row level security;
grant select on public.login_logs to authenticated;
grant select, insert on public.login_logs to service_role;
create policy "admin reads" on public.login_logs for select to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- Photo gallery
-- ---------------------------------------------------------------------------------------

create table public.photo_albums (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> ''),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text,
  cover_url text,
  event_date date,
  is_published boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint photo_albums_slug_key unique (slug)
);
create table public.photos (
  id uuid primary key default gen_random_uuid(),
  album_id uuid not null references public.photo_albums (id) on delete cascade,
  storage_path text not null,
  url text not null,
  caption text,
  width integer check (width > 0),
  height integer check (height > 0),
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
create index photos_album_order_idx on public.photos (album_id, sort_order);
create trigger photo_albums_updated_at before update on public.photo_albums for each row execute function public.set_updated_at();

alter table public.photo_albums enable row level security;
alter table public.photos enable row level security;
grant select on public.photo_albums, public.photos to anon, authenticated, service_role;
grant insert, update, delete on public.photo_albums, public.photos to authenticated, service_role;
create policy "public reads published albums" on public.photo_albums for select to anon, authenticated
  using (is_published or (select public.is_admin()));
create policy "admin writes" on public.photo_albums for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "public reads photos of published albums" on public.photos for select to anon, authenticated
  using (exists (select 1 from public.photo_albums a where a.id = album_id and (a.is_published or public.is_admin())));
create policy "admin writes" on public.photos for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- Storage buckets (spec §7, §9) and who may write them. Public buckets are read through
-- public URLs, which skip RLS; only writes need policies there.
-- ---------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('club-assets', 'club-assets', true, 5242880, array['image/*']),
  ('blog-images', 'blog-images', true, 5242880, array['image/*']),
  ('photo-gallery', 'photo-gallery', true, 10485760, array['image/*']),
  ('documents', 'documents', true, 20971520, array[
    'application/pdf', 'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'image/*']),
  ('meeting-minutes', 'meeting-minutes', false, 10485760, array[
    'application/pdf', 'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'])
on conflict (id) do nothing;

-- Upserts (logo replacement) need SELECT + INSERT + UPDATE, so admins get all four.
create policy "admins manage public club files" on storage.objects for all to authenticated
  using (bucket_id in ('club-assets', 'blog-images', 'photo-gallery', 'documents') and (select public.is_admin()))
  with check (bucket_id in ('club-assets', 'blog-images', 'photo-gallery', 'documents') and (select public.is_admin()));
create policy "coaches and admins read meeting minutes" on storage.objects for select to authenticated
  using (bucket_id = 'meeting-minutes' and ((select public.is_admin()) or (select public.is_coach())));
create policy "admins write meeting minutes" on storage.objects for insert to authenticated
  with check (bucket_id = 'meeting-minutes' and (select public.is_admin()));
create policy "admins update meeting minutes" on storage.objects for update to authenticated
  using (bucket_id = 'meeting-minutes' and (select public.is_admin()))
  with check (bucket_id = 'meeting-minutes' and (select public.is_admin()));
create policy "admins delete meeting minutes" on storage.objects for delete to authenticated
  using (bucket_id = 'meeting-minutes' and (select public.is_admin()));
