import { call } from './stack';

/** The club's calendar day and time a number of hours from now (the app keeps events in Prague time). */
function pragueIn(hours: number): { date: string; time: string } {
  const [date = '', time = ''] = new Date(Date.now() + hours * 3_600_000).toLocaleString('sv-SE', { timeZone: 'Europe/Prague' }).split(' ');
  return { date, time: time.slice(0, 5) };
}

/** A planned training of the younger boys (the seeded parent's children) `hours` from now, added as the service. */
export async function trainingOfYoungerBoys(title: string, hours: number): Promise<void> {
  const [category] = await call<{ id: string }[]>('/rest/v1/categories?slug=eq.younger-boys&select=id', { method: 'GET' });
  const [season] = await call<{ id: string }[]>('/rest/v1/seasons?name=eq.2026/2027&select=id', { method: 'GET' });
  const { date, time } = pragueIn(hours);
  await call('/rest/v1/training_sessions', {
    method: 'POST',
    headers: { prefer: 'return=minimal' },
    body: JSON.stringify({ title, session_date: date, session_time: time, location: 'Hřiště TJ Sokol Svinov', category_id: category?.id, season_id: season?.id, status: 'planned' }),
  });
}
