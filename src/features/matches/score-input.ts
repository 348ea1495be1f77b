/**
 * A score input is a number, min 0; empty or non-numeric becomes 0. What counts as a
 * number is what a person types as one: digits with an optional sign and decimal part, with
 * '.' or the Czech ','. Text around digits ('12abc'), exponents ('1e3') and hex are
 * non-numeric, unlike for parseInt or Number.
 */
const TYPED_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * A field's score and whether a number was typed in it (an empty or non-numeric field is 0 by
 * the rule, which the result dialog has confirmed before saving), or 'negative': a typed number
 * below 0 is refused rather than saved as 0, since nobody means −3 goals as none.
 */
export type ScoreReading = { score: number; typed: boolean } | 'negative';

/**
 * - ' 12 ' → 12: surrounding spaces are ignored.
 * - '3.7' / '3,7' → 3: goals are whole, and cutting the fraction never adds a goal nobody scored.
 * - '-0' → 0; '-2' or '-0.5' → 'negative'.
 * - A number too large to be exact (beyond 2^53) is no number: 0, not typed; the database's
 *   integer column refuses anything above 2,147,483,647 with its own error.
 */
export function readScoreInput(value: string): ScoreReading {
  const text = value.trim();
  if (!TYPED_NUMBER.test(text)) return { score: 0, typed: false };
  const number = Number(text.replace(',', '.'));
  if (number < 0) return 'negative';
  const score = Math.trunc(number);
  return Number.isSafeInteger(score) ? { score: Math.abs(score), typed: true } : { score: 0, typed: false };
}
