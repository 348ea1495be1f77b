/**
 * A PostgREST `or` filter matching a user's search in any of the given text columns
 * (case-insensitive, anywhere in the text), or null for an empty search. The LIKE wildcards,
 * PostgREST's `*` and the backslash are dropped from what the user typed, so they match literally
 * nothing rather than everything; the value is double-quoted, so a comma or a bracket in the search
 * cannot break the filter's syntax.
 */
export function textSearchFilter(columns: readonly string[], query: string): string | null {
  const words = query
    .replace(/[%_*\\]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  if (!words) return null;
  const quoted = `"%${words.replace(/"/g, '\\"')}%"`;
  return columns.map((column) => `${column}.ilike.${quoted}`).join(',');
}

/**
 * Search text folded the way public.fold_search_text folds the stored names (migration
 * 20261124000100): no diacritics, lower case, so 'novak' finds Novák and 'CERNA' finds Černá.
 * The member register matches the folded query against its generated search_text column; the
 * blog folds both the query and the posts the same way.
 */
export function foldSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();
}
