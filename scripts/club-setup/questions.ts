import type { RawAnswers } from './answers';

/** Asks one question and answers what was typed (an empty string for Enter). */
export type Ask = (question: string) => Promise<string>;

/** The season running on a day, or the next one in the summer: September to June. */
export function defaultSeason(today: Date): { start: string; end: string } {
  const startYear = today.getMonth() >= 6 ? today.getFullYear() : today.getFullYear() - 1;
  return { start: `${startYear}-09-01`, end: `${startYear + 1}-06-30` };
}

/**
 * Asks for every answer the flags did not give, in the order a club thinks of them; Enter keeps
 * the default shown in brackets. The answers are checked afterwards, all together.
 */
export async function askMissing(ask: Ask, given: RawAnswers, today: Date): Promise<RawAnswers> {
  const answers: RawAnswers = { ...given };
  const season = defaultSeason(today);
  const question = async (key: keyof RawAnswers, text: string, fallback?: string) => {
    if (answers[key] !== undefined) return;
    const typed = (await ask(fallback ? `${text} [${fallback}]: ` : `${text}: `)).trim();
    answers[key] = typed || fallback;
  };
  await question('clubName', 'Název klubu');
  await question('shortName', 'Krátký název klubu');
  await question('logoFile', 'Soubor s logem (Enter = bez loga)');
  await question('seasonStart', 'Začátek sezóny', season.start);
  await question('seasonEnd', 'Konec sezóny', season.end);
  await question('adminEmail', 'E-mail prvního administrátora');
  return answers;
}
