/** The label of a stored code from a code → label map; an unknown code shows as it is. */
export function labelOf(labels: Record<string, string>, code: string): string {
  return Object.hasOwn(labels, code) ? (labels[code] ?? code) : code;
}
