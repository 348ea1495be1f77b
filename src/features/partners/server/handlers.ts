import 'server-only';
import { z } from 'zod';
import { defineHandler, parseInput } from '@/lib/api/define-handler';
import { HttpError } from '@/lib/api/http-error';
import { deleteMainPartner, insertPartner, listPartnersOfKind, updateMainPartner, type NewPartner } from '../api';
import { partnerMessages } from '../messages';
import { PARTNER_SCHEMAS, partnerKind, ZMainPartnerUpdate, type PartnerKind } from '../schema';

const ZKindParams = z.object({ kind: z.string() });
const ZMainPartnerParams = z.object({ kind: z.string(), id: z.uuid(partnerMessages.invalidId) });

/** Only main partners are edited (PUT) and deleted (DELETE) by id; the other kinds answer 405. */
function requireMainPartners(kind: string): void {
  if (kind !== 'main-partners') throw new HttpError(405, partnerMessages.onlyMainPartners);
}

function knownKind(raw: string): PartnerKind {
  const kind = partnerKind(raw);
  if (!kind) throw new HttpError(404, partnerMessages.unknownKind);
  return kind;
}

/** The body checked by its kind's own schema (each table has its own fields). */
function newPartner(kind: PartnerKind, body: unknown): NewPartner {
  switch (kind) {
    case 'main-partners':
      return { kind, row: parseInput(PARTNER_SCHEMAS[kind], body) };
    case 'business-partners':
      return { kind, row: parseInput(PARTNER_SCHEMAS[kind], body) };
    case 'media-partners':
      return { kind, row: parseInput(PARTNER_SCHEMAS[kind], body) };
  }
}

/** GET /api/sponsorship/{kind}: `{data}`, the list as the caller may see it (RLS: active ones to anon). */
export const handleListPartners = defineHandler({
  access: 'anon',
  params: ZKindParams,
  run: ({ caller, params }) => listPartnersOfKind(caller, knownKind(params.kind)),
});

/** POST /api/sponsorship/{kind}: admins add a partner; answers `{data}` with the new row (201). */
export const handleCreatePartner = defineHandler({
  access: 'admin',
  params: ZKindParams,
  body: z.unknown(),
  status: 201,
  run: async ({ caller, params, body, revalidate }) => {
    const row = await insertPartner(caller, newPartner(knownKind(params.kind), body));
    revalidate('partners');
    return row;
  },
});

/** PUT /api/sponsorship/main-partners/{id}: admins change a main partner. */
export const handleUpdateMainPartner = defineHandler({
  access: 'admin',
  params: ZMainPartnerParams,
  body: (params) => {
    requireMainPartners(params.kind);
    return ZMainPartnerUpdate;
  },
  run: async ({ caller, params, body, revalidate }) => {
    const row = await updateMainPartner(caller, params.id, body);
    if (!row) throw new HttpError(404, partnerMessages.notFound);
    revalidate('partners');
    return row;
  },
});

/** DELETE /api/sponsorship/main-partners/{id}: admins remove a main partner. */
export const handleDeleteMainPartner = defineHandler({
  access: 'admin',
  params: ZMainPartnerParams,
  run: async ({ caller, params, revalidate }) => {
    requireMainPartners(params.kind);
    if (!(await deleteMainPartner(caller, params.id))) throw new HttpError(404, partnerMessages.notFound);
    revalidate('partners');
    return { id: params.id };
  },
});
