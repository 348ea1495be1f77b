import { defineHandler } from '@/lib/api/define-handler';
import { listMemberFunctions } from '../api/member-functions';
import { memberFunctionMessages } from '../messages';

/**
 * GET /api/get-member-functions: a bare array (its callers read the array and
 * treat 404 as "not available yet"), the active functions in their order. Labels are not
 * personal data, so the route is open, as the table's RLS is.
 */
export const handleGetMemberFunctions = defineHandler({
  access: 'anon',
  shape: 'bare',
  failure: memberFunctionMessages.loadError,
  run: async ({ caller }) =>
    (await listMemberFunctions(caller)).filter((item) => item.is_active).map(({ code, label, sort_order }) => ({ code, label, sort_order })),
});
