/** A factor as GoTrue answers it (the secret never leaves the database). */
export const FACTOR_JSON = `json_build_object('id', f.id, 'created_at', f.created_at, 'updated_at', f.updated_at, 'status', f.status,
  'friendly_name', nullif(f.friendly_name, ''), 'factor_type', f.factor_type, 'phone', coalesce(f.phone, ''),
  'last_challenged_at', f.last_challenged_at)`;

/** GoTrue leaves an empty friendly name out of a factor. */
export function tidyFactor(factor: Record<string, unknown>): Record<string, unknown> {
  if (factor.friendly_name === null) delete factor.friendly_name;
  return factor;
}
