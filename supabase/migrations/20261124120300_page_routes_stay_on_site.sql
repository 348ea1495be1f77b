-- Issue 20 §4 for the menu: page_route is rendered as a link of the site's own. A route starting
-- with // or /\ is a protocol-relative URL (browsers read /\ as //) that leaves the site for any
-- host; the route's check now refuses it, as the admin form does.
update public.page_visibility set page_route = '/' where page_route ~ '^/[/\\]';
alter table public.page_visibility
  add constraint page_visibility_page_route_on_site check (page_route !~ '^/[/\\]');
