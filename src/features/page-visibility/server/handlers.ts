import 'server-only';
import { defineHandler } from '@/lib/api/define-handler';
import { HttpError } from '@/lib/api/http-error';
import { listAllPages, updatePage } from '../api';
import { pageVisibilityMessages } from '../messages';
import { ZPageVisibilityUpdate, ZRouteChange, ZTitleChange, ZVisibilityChange, type TPageVisibilityUpdate } from '../schema';

/** GET /api/page-visibility: every page row (hidden ones too) for the admin screen, as a bare list. */
export const handleGetPages = defineHandler({
  access: 'admin',
  shape: 'bare',
  failure: pageVisibilityMessages.fetchFailed,
  run: ({ caller }) => listAllPages(caller),
});

/** Names the broken field of the body form the caller meant, not the union's generic complaint. */
function intendedFormError(raw: unknown): string {
  const intended = [ZVisibilityChange, ZRouteChange, ZTitleChange].find((schema) =>
    Object.keys(schema.shape).every((key) => typeof raw === 'object' && raw !== null && Object.hasOwn(raw, key)),
  );
  return intended?.safeParse(raw).error?.issues[0]?.message ?? pageVisibilityMessages.invalidBody;
}

/** Each body form has its own failure message ('Failed to update page visibility', '… page route', '… page title'). */
function failureOf(change: TPageVisibilityUpdate | undefined): string {
  if (change && 'page_route' in change) return pageVisibilityMessages.routeFailed;
  if (change && 'page_title' in change) return pageVisibilityMessages.titleFailed;
  return pageVisibilityMessages.updateFailed;
}

/**
 * PUT /api/page-visibility with {id, is_visible, sort_order}, {id, page_route} or
 * {id, page_title}; answers the updated row. The public menu and home sections follow at once.
 */
export const handlePutPage = defineHandler({
  access: 'admin',
  body: ZPageVisibilityUpdate,
  bodyError: intendedFormError,
  shape: 'bare',
  failure: failureOf,
  run: async ({ caller, body, revalidate }) => {
    const page = await updatePage(caller, body);
    if (!page) throw new HttpError(404, pageVisibilityMessages.notFound);
    revalidate('pages');
    return page;
  },
});
