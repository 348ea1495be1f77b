import { z } from 'zod';

/**
 * State kept in the URL (list filters, tab, page), so a reload or a shared link shows the same
 * screen. One definition gives the parser for the server page and the client hook (STYLE 19) and
 * the serializer; each field falls back to its default when the URL holds anything malformed.
 */

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

/** Field kinds of a URL state; absent or malformed values become the default. */
export const urlField = {
  text: () => z.string().trim().catch(''),
  uuid: () => z.uuid().nullable().catch(null),
  oneOf: <const Value extends string>(values: readonly [Value, ...Value[]]) => z.enum(values).nullable().catch(null),
  positiveInt: () => z.coerce.number().int().min(1).nullable().catch(null),
  isoDate: () => z.iso.date().nullable().catch(null),
  page: () => z.coerce.number().int().min(1).catch(1),
};

function entriesOf(source: ParamSource): Record<string, string | undefined> {
  if (source instanceof URLSearchParams) return Object.fromEntries(source);
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
}

export function defineUrlState<Shape extends Record<string, z.ZodType>>(shape: Shape) {
  const schema = z.object(shape);
  type State = z.output<typeof schema>;
  const defaults: State = schema.parse({});

  return {
    defaults,
    parse: (source: ParamSource): State => schema.parse(entriesOf(source)),
    /** The query string of a state on top of `base` (other screens' keys stay); defaults are left out. */
    toParams(state: State, base: ParamSource = {}): URLSearchParams {
      const params = new URLSearchParams(Object.entries(entriesOf(base)).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])));
      for (const key of Object.keys(shape)) {
        const value: unknown = state[key as keyof State];
        if (value === defaults[key as keyof State] || value === null || value === '') params.delete(key);
        else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params.set(key, String(value));
      }
      return params;
    },
  };
}

export type UrlStateDefinition<State> = {
  defaults: State;
  parse: (source: ParamSource) => State;
  toParams: (state: State, base?: ParamSource) => URLSearchParams;
};
