/**
 * The performance targets: each figure printed with its target and whether this run meets it, so one
 * `npm run bench` shows where the app stands.
 */
export interface Verdict {
  figure: string;
  value: string;
  target: string;
  meets: boolean;
}

const verdicts: Verdict[] = [];

export function judge(figure: string, value: string, target: string, meets: boolean): string {
  verdicts.push({ figure, value, target, meets });
  return `${meets ? '✓' : '✗'} ${figure.padEnd(52)} ${value.padStart(12)}   target ${target}`;
}

/** Every figure judged so far, as the closing summary. */
export function summary(): string {
  const missed = verdicts.filter((verdict) => !verdict.meets);
  return missed.length === 0
    ? `All ${verdicts.length} figures meet their targets.`
    : `${verdicts.length - missed.length} of ${verdicts.length} figures meet their targets; missed: ${missed.map((verdict) => verdict.figure).join('; ')}.`;
}
