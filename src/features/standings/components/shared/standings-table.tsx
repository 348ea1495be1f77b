import type { StandingRow } from '../../api';

/**
 * Standings table: position, team, matches, W/D/L, score goals_for:goals_against,
 * points; W/D/L hide on small screens. The own club's row is emphasised. Prints as it reads.
 * Its cells are styled from globals.css (.standings-table): the home page shows four tables, and
 * a class on every cell would be sent twice per cell (HTML and RSC payload).
 */
export function StandingsTable({ rows, ownClubId, caption }: { rows: StandingRow[]; ownClubId: string | null; caption?: string }) {
  if (rows.length === 0) return <p className="text-default-500">Tabulka zatím není k dispozici.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="standings-table w-full text-sm">
        {caption ? <caption className="mb-2 text-left font-semibold">{caption}</caption> : null}
        <thead className="border-b border-divider text-xs text-default-500">
          <tr>
            <th scope="col">#</th>
            <th scope="col">Tým</th>
            <th scope="col" title="Zápasy">
              Z
            </th>
            <th scope="col" className="wdl" title="Výhry">
              V
            </th>
            <th scope="col" className="wdl" title="Remízy">
              R
            </th>
            <th scope="col" className="wdl" title="Prohry">
              P
            </th>
            <th scope="col">Skóre</th>
            <th scope="col">Body</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.club_id === ownClubId ? 'own' : undefined}>
              <td>{row.position}.</td>
              <th scope="row">{row.team.name}</th>
              <td>{row.matches}</td>
              <td className="wdl">{row.wins}</td>
              <td className="wdl">{row.draws}</td>
              <td className="wdl">{row.losses}</td>
              <td>
                {row.goals_for}:{row.goals_against}
              </td>
              <td>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
