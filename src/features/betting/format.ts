const ODDS = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const COINS = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** 1,85 */
export function formatOdds(odds: number): string {
  return ODDS.format(odds);
}

/** 1 000 ŽET, 18,5 ŽET (the wallet's currency). */
export function formatCoins(amount: number, currency = 'ŽET'): string {
  return `${COINS.format(amount)} ${currency}`;
}

/** 52,5 %, or a dash where there is no figure yet (a win rate with nothing settled). */
export function formatPercent(value: number | null): string {
  return value === null ? '–' : `${value.toLocaleString('cs-CZ')} %`;
}
