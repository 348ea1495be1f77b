/**
 * Spec §5: a score input is a number, min 0; empty or non-numeric becomes 0. Goals are whole:
 * a decimal keeps its whole part ('3.7' → 3), a negative number becomes 0.
 */
export function parseScoreInput(value: string): number {
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}
