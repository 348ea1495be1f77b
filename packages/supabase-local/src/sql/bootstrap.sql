-- What a hosted Supabase project already has before the project's first migration runs:
-- the API roles, the auth and storage schemas with Supabase's column names, and the auth.*
-- helper functions exactly as GoTrue defines them. Idempotent: it runs on every start and on
-- a Postgres server that may already have some of it.

-- It runs as the superuser (hosted's `supabase_admin`); migrations and the seed then run as
-- `postgres`, which on hosted is an ordinary role (database.ts).
do $$
begin
  if current_user = 'postgres' then
    raise exception 'the local stack connects as a superuser other than postgres'
      using detail = 'On hosted Supabase postgres is not a superuser, and the stack runs migrations and the seed as that ordinary role.',
            hint = 'Create the server with initdb -U supabase_admin and connect as postgres://supabase_admin@…';
  end if;
  if not (select rolsuper from pg_roles where rolname = current_user) then
    raise exception 'the local stack connects as a superuser, as hosted Supabase''s supabase_admin';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin bypassrls;
  end if;
  -- The role PostgREST connects as; projects keep PostgREST's in-database settings on it
  -- (`alter role authenticator set pgrst.db_schemas = …`), which the REST service reads. Each
  -- request runs with it as the session user (request-context.ts).
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
  -- The owners of the auth and storage tables (GoTrue and Storage connect as them on hosted).
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin noinherit createrole login;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin noinherit createrole login;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'postgres') then
    create role postgres;
  end if;
end
$$;

-- `postgres` as the image leaves it: no superuser, but it bypasses RLS, creates roles and
-- databases, may switch to the API roles, and manages triggers and policies on the auth and
-- storage tables through their owners. Altered only when it differs: roles are the whole
-- server's, and stacks bootstrap their databases on it at the same time.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'postgres' and not rolsuper and rolcanlogin and rolcreatedb
                   and rolcreaterole and rolreplication and rolbypassrls) then
    alter role postgres nosuperuser login createdb createrole replication bypassrls;
  end if;
end
$$;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role, authenticator to postgres;
-- Projects' migrations (as postgres) keep PostgREST's settings on role authenticator
-- (`alter role authenticator set pgrst.…`); from Postgres 16 on, createrole alone no longer lets
-- postgres alter a role it did not create, so it holds authenticator with the admin option.
grant authenticator to postgres with admin option;
-- Settings no extension defines are superuser's to store on a role; hosted Supabase lets postgres
-- store PostgREST's own, so the names PostgREST reads from the database are granted to it (each
-- once: parameter privileges are the whole server's, and stacks bootstrap on it at the same time).
do $$
declare
  setting text;
begin
  foreach setting in array array[
    'db_schemas', 'db_extra_search_path', 'db_max_rows', 'db_plan_enabled', 'db_aggregates_enabled', 'db_tx_end',
    'db_anon_role', 'db_pre_request', 'db_pre_config', 'db_root_spec', 'db_prepared_statements',
    'db_hoisted_tx_settings', 'jwt_aud', 'jwt_role_claim_key', 'jwt_cache_max_lifetime', 'openapi_mode',
    'openapi_security_active', 'openapi_server_proxy_uri', 'server_cors_allowed_origins',
    'server_timing_enabled', 'server_trace_header'
  ] loop
    if not has_parameter_privilege('postgres', 'pgrst.' || setting, 'SET') then
      execute format('grant set on parameter %I to postgres', 'pgrst.' || setting);
    end if;
  end loop;
end
$$;
grant supabase_auth_admin, supabase_storage_admin to postgres;
grant anon, authenticated, service_role, authenticator to supabase_storage_admin;
-- The project's database is postgres's, so it owns schema public (pg_database_owner) and may
-- create schemas, as on hosted.
do $$
begin
  execute format('alter database %I owner to postgres', current_database());
end
$$;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists supabase_migrations;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

-- Current Supabase regime (2026): schema usage only, no automatic table grants, so a
-- migration that forgets its GRANTs fails here as on hosted Supabase.
grant usage on schema public, extensions, auth, storage to anon, authenticated, service_role;
-- No CREATE on auth and storage for postgres (nor for their tables' owners, whom it inherits):
-- on hosted those schemas are Auth's and Storage's own.
grant usage on schema extensions, auth, storage to postgres;
grant usage on schema auth to supabase_auth_admin;
grant usage on schema storage to supabase_storage_admin;

-- ---------------------------------------------------------------------------------------
-- auth
-- ---------------------------------------------------------------------------------------

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
-- GoTrue's table has no defaults here: GoTrue writes all three, and finds users by them.
alter table auth.users
  alter column instance_id drop default,
  alter column aud drop default,
  alter column role drop default;
create unique index if not exists users_email_partial_key on auth.users (lower(email)) where is_sso_user = false;
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email));
alter table auth.users enable row level security;

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);
alter table auth.identities enable row level security;

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  factor_id uuid,
  aal text default 'aal1',
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
alter table auth.sessions enable row level security;

-- How each session was signed in: GoTrue reads the access token's `amr` claim from here, so a
-- refresh keeps the original method and time.
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key default gen_random_uuid(),
  unique (session_id, authentication_method)
);
alter table auth.mfa_amr_claims enable row level security;

-- Multi-factor authentication as GoTrue keeps it: enrolled factors (a TOTP secret each) and
-- the challenges a sign-in answers; a verified challenge adds a `totp` claim to the session,
-- which makes its tokens `aal2`.
do $$
begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null;
end
$$;
do $$
begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null;
end
$$;

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique,
  web_authn_credential jsonb,
  web_authn_aaguid uuid,
  last_webauthn_challenge_data jsonb
);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
alter table auth.mfa_factors enable row level security;

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text,
  web_authn_session_data jsonb
);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
alter table auth.mfa_challenges enable row level security;

create table if not exists auth.refresh_tokens (
  instance_id uuid default '00000000-0000-0000-0000-000000000000',
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
alter table auth.refresh_tokens enable row level security;

create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in (
    'confirmation_token', 'reauthentication_token', 'recovery_token',
    'email_change_token_new', 'email_change_token_current', 'phone_change_token')),
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamp not null default now(),
  updated_at timestamp not null default now(),
  unique (user_id, token_type)
);
alter table auth.one_time_tokens enable row level security;

create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text not null,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  authentication_method text not null,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  auth_code_issued_at timestamptz
);
alter table auth.flow_state enable row level security;

create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id uuid primary key,
  payload json,
  created_at timestamptz default now(),
  ip_address varchar(64) not null default ''
);
alter table auth.audit_log_entries enable row level security;

-- As GoTrue defines them: the legacy per-claim GUC first, then the claims JSON, both through
-- nullif(…, '') because a custom GUC reads as '' (not NULL) once any transaction has set it.
create or replace function auth.uid() returns uuid
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- storage
-- ---------------------------------------------------------------------------------------

do $$
begin
  if not exists (select 1 from pg_type where typname = 'buckettype' and typnamespace = 'storage'::regnamespace) then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS');
  end if;
end
$$;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type storage.buckettype not null default 'STANDARD'
);
alter table storage.buckets enable row level security;

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
alter table storage.objects enable row level security;

-- Columns of Storage's later migrations (bucket type as an enum, object versioning), added to a
-- database bootstrapped before them too.
do $$
begin
  if (select atttypid from pg_attribute where attrelid = 'storage.buckets'::regclass and attname = 'type') = 'text'::regtype then
    alter table storage.buckets alter column type drop default;
    alter table storage.buckets alter column type type storage.buckettype using type::storage.buckettype;
    alter table storage.buckets alter column type set default 'STANDARD';
  end if;
end
$$;
alter table storage.buckets add column if not exists versioning_status text not null default 'DISABLED';
do $$
begin
  if not exists (select 1 from pg_constraint where conrelid = 'storage.buckets'::regclass and conname = 'buckets_versioning_status_check') then
    alter table storage.buckets add constraint buckets_versioning_status_check
      check (versioning_status in ('DISABLED', 'ENABLED', 'SUSPENDED'));
  end if;
  if not exists (select 1 from pg_constraint where conrelid = 'storage.buckets'::regclass and conname = 'buckets_versioning_standard_only_check') then
    alter table storage.buckets add constraint buckets_versioning_standard_only_check
      check (type = 'STANDARD' or versioning_status = 'DISABLED');
  end if;
  if not exists (select 1 from pg_constraint where conrelid = 'storage.buckets'::regclass and conname = 'buckets_versioning_dark_check') then
    alter table storage.buckets add constraint buckets_versioning_dark_check check (versioning_status = 'DISABLED');
  end if;
end
$$;
alter table storage.objects
  add column if not exists archived_at timestamptz,
  add column if not exists is_delete_marker boolean not null default false,
  add column if not exists is_versioned boolean not null default false;

-- Storage refuses a DELETE on its tables unless the Storage API itself sets
-- storage.allow_delete_query for the transaction: rows deleted in SQL would leave their files
-- orphaned in the store.
create or replace function storage.protect_delete() returns trigger
language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end
$$;

drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

-- Supabase grants the API roles full table rights on storage; RLS (with no default
-- policies) is what keeps them out until a migration adds policies.
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable as $$
declare
  parts text[];
begin
  select string_to_array(name, '/') into parts;
  return parts[1:array_length(parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable as $$
declare
  parts text[];
begin
  select string_to_array(name, '/') into parts;
  return parts[array_length(parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable as $$
declare
  parts text[];
  file text;
begin
  select string_to_array(name, '/') into parts;
  select parts[array_length(parts, 1)] into file;
  return reverse(split_part(reverse(file), '.', 1));
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Storage's listing function (its tenant migration 0023), called by `list()` as the caller, so
-- SELECT policies decide what is listed. One level below `prefix`: folders first (null id
-- and metadata), then the files of that level.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable as $$
declare
  v_order_by text;
  v_sort_order text;
begin
  v_order_by := case when sortcolumn in ('name', 'updated_at', 'created_at', 'last_accessed_at')
                     then sortcolumn else 'name' end;
  v_sort_order := case when sortorder = 'desc' then 'desc' else 'asc' end;
  v_order_by := v_order_by || ' ' || v_sort_order;

  return query execute
    'with folders as (
       select path_tokens[$1] as folder
       from storage.objects
       where objects.name ilike $2 || $3 || ''%''
         and bucket_id = $4
         and array_length(objects.path_tokens, 1) <> $1
       group by folder
       order by folder ' || v_sort_order || '
     )
     (select folder as "name", null::uuid as id, null::timestamptz as updated_at,
             null::timestamptz as created_at, null::timestamptz as last_accessed_at,
             null::jsonb as metadata
      from folders)
     union all
     (select path_tokens[$1] as "name", id, updated_at, created_at, last_accessed_at, metadata
      from storage.objects
      where objects.name ilike $2 || $3 || ''%''
        and bucket_id = $4
        and array_length(objects.path_tokens, 1) = $1
      order by ' || v_order_by || ')
     limit $5
     offset $6' using levels, prefix, search, bucketname, limits, offsets;
end
$$;

grant execute on function storage.search(text, text, int, int, int, text, text, text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Bookkeeping of the Supabase CLI: applied migrations and seeded files.
-- ---------------------------------------------------------------------------------------

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[],
  applied_at timestamptz not null default now()
);

create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null,
  applied_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------
-- Who owns what, as on hosted: the auth and storage objects are their services' roles', the
-- project's objects in public are postgres's. Also moves a database migrated before
-- migrations ran as postgres (everything then belonged to the superuser).
-- ---------------------------------------------------------------------------------------

do $$
declare
  item record;
begin
  for item in
    with superuser as (select oid from pg_roles where rolname = current_user),
    objects as (
      select case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'f' then 'foreign table'
               when 'S' then 'sequence' else 'table' end || ' ' || c.oid::regclass as object,
             n.nspname, c.relowner as owner, 'pg_class'::regclass as catalog, c.oid
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
        -- A serial's sequence follows its table.
        and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('a', 'i'))
      union all
      select case p.prokind when 'a' then 'aggregate' else 'routine' end || ' ' || p.oid::regprocedure,
             n.nspname, p.proowner, 'pg_proc'::regclass, p.oid
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      union all
      select case t.typtype when 'd' then 'domain' else 'type' end || ' ' || t.oid::regtype,
             n.nspname, t.typowner, 'pg_type'::regclass, t.oid
      from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where t.typtype in ('e', 'd', 'r') or (t.typtype = 'c' and (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')
    ),
    wanted as (
      select object, owner, catalog, oid,
             case nspname when 'auth' then 'supabase_auth_admin' when 'storage' then 'supabase_storage_admin' end as auth_or_storage
      from objects
      where nspname in ('auth', 'storage')
         or (nspname = 'public' and owner = (select oid from superuser))
    )
    select w.object, coalesce(w.auth_or_storage, 'postgres') as new_owner
    from wanted w
    where w.owner <> (select oid from pg_roles where rolname = coalesce(w.auth_or_storage, 'postgres'))
      and not exists (select 1 from pg_depend d where d.classid = w.catalog and d.objid = w.oid and d.deptype = 'e')
  loop
    execute format('alter %s owner to %I', item.object, item.new_owner);
  end loop;
end
$$;

-- The Supabase CLI creates its migration history as postgres on a project (`supabase db push`
-- connects as postgres), so postgres owns and reads it there; a backup of a project reads the
-- applied versions from it.
do $$
begin
  if (select nspowner from pg_namespace where nspname = 'supabase_migrations') <> 'postgres'::regrole then
    alter schema supabase_migrations owner to postgres;
  end if;
  if (select relowner from pg_class where oid = 'supabase_migrations.schema_migrations'::regclass) <> 'postgres'::regrole then
    alter table supabase_migrations.schema_migrations owner to postgres;
  end if;
  if (select relowner from pg_class where oid = 'supabase_migrations.seed_files'::regclass) <> 'postgres'::regrole then
    alter table supabase_migrations.seed_files owner to postgres;
  end if;
  -- supautils lets hosted's postgres set session_replication_role (a restore loads rows with
  -- triggers off). A server-wide grant: checked first, since many stacks bootstrap at once.
  if not has_parameter_privilege('postgres', 'session_replication_role', 'SET') then
    grant set on parameter session_replication_role to postgres;
  end if;
end
$$;
