import { czechPlural } from '@/lib/format';
import type { LeaderboardEntry } from '../api';
import { formatCoins, formatPercent as percent } from '../format';
import { leaderboardMessages } from '../messages';

const BET_FORMS: [string, string, string] = ['sázka', 'sázky', 'sázek'];

/**
 * Entries, with bets, win rate, ROI and profit per bettor; the signed-in bettor's row
 * stands out. A phone has room for four columns: win rate and profit keep theirs, and the bets
 * and ROI go under the bettor's name instead of being left out.
 */
export function LeaderboardTable({ entries, userId }: { entries: LeaderboardEntry[]; userId: string }) {
  return (
    <div className="overflow-x-auto rounded-large border border-divider">
      <table className="w-full text-sm">
        <thead className="bg-default-100 text-left text-xs text-default-600">
          <tr>
            <th className="p-2">{leaderboardMessages.rank}</th>
            <th className="p-2">{leaderboardMessages.bettor}</th>
            <th className="hidden p-2 text-right sm:table-cell">{leaderboardMessages.bets}</th>
            <th className="p-2 text-right">{leaderboardMessages.winRate}</th>
            <th className="hidden p-2 text-right sm:table-cell">{leaderboardMessages.roi}</th>
            <th className="p-2 text-right">{leaderboardMessages.netProfit}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const isMe = entry.user_id === userId;
            return (
              <tr
                key={entry.user_id}
                aria-current={isMe ? 'true' : undefined}
                className={`border-t border-divider ${isMe ? 'bg-primary-50 font-semibold dark:bg-primary-100/70' : ''}`}
              >
                <td className="p-2 tabular-nums">{entry.rank}.</td>
                <td className="p-2">
                  {entry.username}
                  {isMe ? <span className="ml-2 rounded-small bg-primary px-1.5 text-xs text-primary-foreground">{leaderboardMessages.you}</span> : null}
                  <span className="block text-xs font-normal text-default-500 sm:hidden">
                    {czechPlural(entry.total_bets, BET_FORMS)} · <span className="whitespace-nowrap">{leaderboardMessages.roi} {percent(entry.roi)}</span>
                  </span>
                </td>
                <td className="hidden p-2 text-right tabular-nums sm:table-cell">{entry.total_bets}</td>
                <td className="whitespace-nowrap p-2 text-right tabular-nums">{percent(entry.win_rate)}</td>
                <td className="hidden p-2 text-right tabular-nums sm:table-cell">{percent(entry.roi)}</td>
                <td className={`whitespace-nowrap p-2 text-right tabular-nums ${entry.net_profit < 0 ? 'text-danger' : 'text-success'}`}>{formatCoins(entry.net_profit)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
