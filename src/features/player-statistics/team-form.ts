/** Team form: get_team_form's string of outcomes, newest first, as W/D/L chips. */
export type FormOutcome = 'W' | 'D' | 'L';

const OUTCOMES: readonly string[] = ['W', 'D', 'L'] satisfies FormOutcome[];

const isOutcome = (letter: string): letter is FormOutcome => OUTCOMES.includes(letter);

/** The outcomes of a form string, newest first; anything but W, D or L is not an outcome and is dropped. */
export function formOutcomes(form: string): FormOutcome[] {
  return [...form.toUpperCase()].filter(isOutcome);
}

