import 'server-only';
import { defineHandler } from '@/lib/api/define-handler';
import { getClubConfig, saveClubConfig } from '../api';
import { ZClubConfig } from '../schema';

/** GET /api/club-config: `{data}` (null before it is filled in) — public, as the site shows it. */
export const handleGetClubConfig = defineHandler({
  access: 'anon',
  run: ({ caller }) => getClubConfig(caller),
});

/** PUT /api/club-config: admins save the single config row; the public frame refreshes at once. */
export const handlePutClubConfig = defineHandler({
  access: 'admin',
  body: ZClubConfig,
  run: async ({ caller, body, revalidate }) => {
    const saved = await saveClubConfig(caller, body);
    revalidate('club');
    return saved;
  },
});
