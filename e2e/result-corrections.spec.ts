import { expect, test, type Page } from './support/test';
import { signIn } from './support/browser';
import { call, createAccount, demoEnv, matchForAdmin, STACK_URL, type TestAccount } from './support/stack';

/** The latest upcoming match the game prices, with its home-win odds (the last in the season: no other journey records it). */
async function latestPricedMatch(): Promise<{ id: string; homeWinOdds: number }> {
  const today = new Date().toISOString().slice(0, 10);
  const matches = await call<{ id: string }[]>(`/rest/v1/matches?status=eq.upcoming&date=gt.${today}&select=id&order=date.desc&limit=20`, { method: 'GET' });
  for (const { id } of matches) {
    const [odds] = await call<{ odds: number }[]>(`/rest/v1/betting_odds?match_id=eq.${id}&bet_type=eq.1X2&selection=eq.1&select=odds`, { method: 'GET' });
    if (odds) return { id, homeWinOdds: Number(odds.odds) };
  }
  throw new Error('no priced upcoming match in the seed');
}

/** A home-win single of 10 as the slip places it, in the bettor's own session; returns the bet's id. */
async function betOnHomeWin(bettor: TestAccount, match: { id: string; homeWinOdds: number }): Promise<string> {
  const apikey = demoEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY');
  const session = await fetch(`${STACK_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: bettor.email, password: bettor.password }),
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  const [placed] = await call<{ bet_id: string }[]>('/rest/v1/rpc/place_bet', {
    method: 'POST',
    headers: { apikey, authorization: `Bearer ${session.access_token}` },
    body: JSON.stringify({
      p_structure: 'SINGLE',
      p_stake: 10,
      p_legs: [{ match_id: match.id, bet_type: '1X2', selection: '1', odds: match.homeWinOdds }],
      p_bet_id: crypto.randomUUID(),
    }),
  });
  if (!placed) throw new Error('bet not placed');
  return placed.bet_id;
}

async function bettorsState(bettor: TestAccount, betId: string) {
  const [bet] = await call<{ status: string; payout: number | null }[]>(`/rest/v1/betting_bets?id=eq.${betId}&select=status,payout`, { method: 'GET' });
  const [wallet] = await call<{ balance: number }[]>(`/rest/v1/betting_wallets?user_id=eq.${bettor.id}&select=balance`, { method: 'GET' });
  const ledger = await call<{ amount: number }[]>(`/rest/v1/betting_transactions?user_id=eq.${bettor.id}&select=amount`, { method: 'GET' });
  return { status: bet?.status, payout: Number(bet?.payout), balance: Number(wallet?.balance), ledger: ledger.reduce((sum, row) => sum + Number(row.amount), 0) };
}

async function openResultDialog(page: Page, matchId: string, status: 'upcoming' | 'completed', action: string) {
  const match = await matchForAdmin(matchId);
  await page.goto(`/admin/matches?category=${match.categoryId}&status=${status}&week=${match.matchweek}`);
  await page.getByRole('row').filter({ hasText: match.teams }).getByRole('button', { name: action }).click();
  return match.teams;
}

test('an admin confirms a result typed before kick-off and corrects it later: the bet is settled again, once', async ({ page }) => {
  const match = await latestPricedMatch();
  const bettor = await createAccount({ label: 'correction-bettor' });
  const betId = await betOnHomeWin(bettor, match);
  const admin = await createAccount({ admin: true, label: 'correction-admin' });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });

  // Saving empty fields of a match that has not kicked off shows what would be saved first.
  const teams = await openResultDialog(page, match.id, 'upcoming', 'Výsledek');
  const form = page.getByRole('dialog', { name: /Zapsat výsledek/ });
  await form.getByRole('button', { name: 'Uložit výsledek' }).click();
  const check = page.getByRole('dialog', { name: 'Zkontrolujte výsledek' });
  await expect(check.getByText(`Uložit výsledek ${teams} 0:0 (poločas 0:0)?`)).toBeVisible();
  await expect(check.getByText('Konečné skóre nebylo vyplněno celé: prázdné pole se uloží jako 0.')).toBeVisible();
  await expect(check.getByText(/^Zápas ještě nezačal/)).toBeVisible();
  await check.getByRole('button', { name: 'Zpět k úpravě' }).click();

  await form.getByLabel('Domácí', { exact: true }).fill('20');
  await form.getByLabel('Hosté', { exact: true }).fill('10');
  await form.getByLabel('Domácí – poločas').fill('25');
  await form.getByRole('button', { name: 'Uložit výsledek' }).click();
  await expect(form.getByText('Poločasové skóre nesmí být vyšší než konečné')).toBeVisible();
  await form.getByLabel('Domácí – poločas').fill('11');
  await form.getByRole('button', { name: 'Uložit výsledek' }).click();
  await expect(check.getByText(`Uložit výsledek ${teams} 20:10 (poločas 11:0)?`)).toBeVisible();
  await check.getByRole('button', { name: 'Ano, uložit' }).click();
  await expect(page.getByText('Výsledek byl uložen').first()).toBeVisible();
  await expect(check).toBeHidden();

  const won = await bettorsState(bettor, betId);
  expect(won).toMatchObject({ status: 'WON', payout: Math.round(10 * match.homeWinOdds * 100) / 100 });
  expect(won.balance).toBeCloseTo(won.ledger, 2);

  // The correction says what it does before anything is saved, and asks again.
  await openResultDialog(page, match.id, 'completed', 'Opravit výsledek');
  const correction = page.getByRole('dialog', { name: /Opravit výsledek/ });
  await expect(correction.getByText('Opravou výsledku se znovu vyhodnotí sázky a přepočítá tabulka.')).toBeVisible();
  await expect(correction.getByLabel('Domácí', { exact: true })).toHaveValue('20');
  await correction.getByLabel('Domácí', { exact: true }).fill('10');
  await correction.getByLabel('Hosté', { exact: true }).fill('20');
  await correction.getByLabel('Domácí – poločas').fill('5');
  await correction.getByRole('button', { name: 'Uložit výsledek' }).click();
  await expect(check.getByText(`Uložit výsledek ${teams} 10:20 (poločas 5:0)?`)).toBeVisible();
  await expect(check.getByText('Opravou výsledku se znovu vyhodnotí sázky a přepočítá tabulka.')).toBeVisible();
  await check.getByRole('button', { name: 'Ano, uložit' }).click();
  await expect(page.getByText('Výsledek byl uložen').first()).toBeVisible();
  await expect(check).toBeHidden();

  const lost = await bettorsState(bettor, betId);
  expect(lost).toMatchObject({ status: 'LOST', payout: 0, balance: 990 });
  expect(lost.ledger).toBeCloseTo(990, 2);
});
