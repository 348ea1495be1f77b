-- Issue 20 §4, defense in depth for links: every column the public site renders as a link holds
-- an http(s) address, checked by the database and not only by the app's forms and route handlers.
-- A `javascript:` or `data:` URL written straight through the REST API is refused (23514); React's
-- blocking of such hrefs is no longer all that stands between it and a visitor. Contact fields
-- (club_config.email, .phone) hold the bare address or number; the app writes `mailto:`/`tel:`.

-- An absolute http or https address: the scheme, then a host. Browsers read the scheme
-- case-insensitively, and so does the check.
create or replace function public.is_web_link(p_value text) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select p_value ~* '^https?://[^[:space:]/]';
$$;
comment on function public.is_web_link(text) is
  'True for an absolute http(s) URL: the only links the public site renders from stored columns.';

-- Rows stored before this check: a link that is not http(s) is dropped (an optional column) or
-- rebuilt from the video id (a video's required link), so the constraints below hold everywhere.
update public.club_config set website_url = null where not public.is_web_link(website_url);
update public.club_config set facebook_url = null where not public.is_web_link(facebook_url);
update public.club_config set instagram_url = null where not public.is_web_link(instagram_url);
update public.club_config set youtube_url = null where not public.is_web_link(youtube_url);
update public.club_config set map_url = null where not public.is_web_link(map_url);
update public.main_partners set website_url = null where not public.is_web_link(website_url);
update public.business_partners set website_url = null where not public.is_web_link(website_url);
update public.media_partners set website_url = null where not public.is_web_link(website_url);
update public.videos set youtube_url = 'https://www.youtube.com/watch?v=' || youtube_id where not public.is_web_link(youtube_url);

alter table public.club_config
  add constraint club_config_website_url_web_link check (public.is_web_link(website_url)),
  add constraint club_config_facebook_url_web_link check (public.is_web_link(facebook_url)),
  add constraint club_config_instagram_url_web_link check (public.is_web_link(instagram_url)),
  add constraint club_config_youtube_url_web_link check (public.is_web_link(youtube_url)),
  add constraint club_config_map_url_web_link check (public.is_web_link(map_url));
alter table public.main_partners add constraint main_partners_website_url_web_link check (public.is_web_link(website_url));
alter table public.business_partners add constraint business_partners_website_url_web_link check (public.is_web_link(website_url));
alter table public.media_partners add constraint media_partners_website_url_web_link check (public.is_web_link(website_url));
alter table public.videos add constraint videos_youtube_url_web_link check (public.is_web_link(youtube_url));
