import type { AttendanceStatus } from './messages';

/** Who the "Předvyplnit podle odpovědí" tap marks present. */
export interface AttendancePrefill {
  /** Coming and not recorded yet: marked present at once. */
  fill: string[];
  /** Coming, but the coach already recorded something else: changed only after a confirmation. */
  overwrite: string[];
}

/**
 * Members who answered "Přijdu" (or count as coming in an opt-out category) become present;
 * a record the coach already made is never changed silently, and one already present is left alone.
 */
export function attendancePrefill(
  members: readonly { id: string }[],
  coming: ReadonlySet<string>,
  recorded: ReadonlyMap<string, AttendanceStatus>,
): AttendancePrefill {
  const prefill: AttendancePrefill = { fill: [], overwrite: [] };
  for (const { id } of members) {
    if (!coming.has(id)) continue;
    const status = recorded.get(id);
    if (status === undefined) prefill.fill.push(id);
    else if (status !== 'present') prefill.overwrite.push(id);
  }
  return prefill;
}
