import { z } from 'zod';

/** Spec §7 PUT /api/page-visibility: exactly one of three bodies. */
const id = z.uuid('Neplatné ID stránky');
export const ZVisibilityChange = z.strictObject({ id, is_visible: z.boolean('is_visible musí být true nebo false'), sort_order: z.int('Pořadí musí být celé číslo').min(0, 'Pořadí musí být celé číslo od 0') });
export const ZRouteChange = z.strictObject({ id, page_route: z.string().trim().regex(/^(\/[^\s]*|section:[a-z0-9-]+)$/, 'Cesta musí začínat lomítkem (např. /kontakt)') });
export const ZTitleChange = z.strictObject({ id, page_title: z.string().trim().min(1, 'Název stránky je povinný').max(100, 'Název stránky může mít nejvýše 100 znaků') });
export const ZPageVisibilityUpdate = z.union([ZVisibilityChange, ZRouteChange, ZTitleChange]);
export type TPageVisibilityUpdate = z.infer<typeof ZPageVisibilityUpdate>;
