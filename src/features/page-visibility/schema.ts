import { z } from 'zod';

/** PUT /api/page-visibility: exactly one of three bodies. */
const id = z.uuid('Neplatné ID stránky');
export const ZVisibilityChange = z.strictObject({ id, is_visible: z.boolean('is_visible musí být true nebo false'), sort_order: z.int('Pořadí musí být celé číslo').min(0, 'Pořadí musí být celé číslo od 0') });
// `//host` or `/\host` would be a link to another site (browsers read /\ as //); the database refuses it too.
const pageRoute = z
  .string()
  .trim()
  .regex(/^(\/[^\s]*|section:[a-z0-9-]+)$/, 'Cesta musí začínat lomítkem (např. /kontakt)')
  .refine((route) => !/^\/[/\\]/.test(route), 'Cesta musí vést na stránku tohoto webu (nesmí začínat // ani /\\)');
export const ZRouteChange = z.strictObject({ id, page_route: pageRoute });
export const ZTitleChange = z.strictObject({ id, page_title: z.string().trim().min(1, 'Název stránky je povinný').max(100, 'Název stránky může mít nejvýše 100 znaků') });
export const ZPageVisibilityUpdate = z.union([ZVisibilityChange, ZRouteChange, ZTitleChange]);
export type TPageVisibilityUpdate = z.infer<typeof ZPageVisibilityUpdate>;
