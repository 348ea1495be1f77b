/**
 * Spec §5: a score input is a number, min 0; empty or non-numeric becomes 0. What counts as a
 * number is what a person types as one: digits with an optional sign and decimal part, with
 * '.' or the Czech ','. Text around digits ('12abc'), exponents ('1e3') and hex are
 * non-numeric, unlike for parseInt or Number.
 */
const TYPED_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * - ' 12 ' → 12: surrounding spaces are ignored.
 * - '3.7' / '3,7' → 3: goals are whole, and cutting the fraction never adds a goal nobody scored.
 * - '-2' → 0: the minimum of 0 clamps, as the spec's "min 0" on the input does.
 * - A number too large to be exact (beyond 2^53) → 0 as well; the database's integer column
 *   refuses anything above 2,147,483,647 with its own error.
 */
export function parseScoreInput(value: string): number {
  const text = value.trim();
  if (!TYPED_NUMBER.test(text)) return 0;
  const score = Math.trunc(Number(text.replace(',', '.')));
  return Number.isSafeInteger(score) && score > 0 ? score : 0;
}
