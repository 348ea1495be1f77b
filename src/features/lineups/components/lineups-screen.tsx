'use client';

import { Select, SelectItem, Spinner, Tab, Tabs } from '@heroui/react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { useCoachCategories } from '@/features/coaches/use-coach-categories';
import { formatMatchLabel } from '../match-label';
import { useLineupMatches } from '../hooks';
import { lineupUrlState } from '../lineup-url-state';
import { lineupScreenTexts } from '../messages';
import { useUrlState } from '@/lib/use-url-state';
import { CategoryRoster } from './category-roster';
import { MatchLineupEditor } from './match-lineup-editor';

/**
 * /coaches/lineups: a category of the coach (an admin's simulated ones), then a match
 * of it with both teams' sheets, or the category's roster for the active season.
 */
export function LineupsScreen({ assigned, isAdmin }: { assigned: string[]; isAdmin: boolean }) {
  const { categories, isPending, error } = useCoachCategories(assigned, isAdmin);
  const [state, setState] = useUrlState(lineupUrlState);
  // Only the coach's own categories; with none named (the sidebar's link) or another one, the first,
  // as on the attendance screen: a coach of one category has nothing to choose.
  const categoryId = categories.find((category) => category.id === state.category)?.id ?? categories[0]?.id ?? null;
  const matches = useLineupMatches(categoryId);

  if (isPending) return <Spinner label={lineupScreenTexts.loading} />;
  if (error) return <DatabaseErrorFallback error={error} scope="data" isAuthenticated />;
  if (categories.length === 0) return <p className="text-default-500">{lineupScreenTexts.noCategories}</p>;

  const season = matches.data?.season ?? null;
  const match = matches.data?.matches.find((candidate) => candidate.id === state.match) ?? null;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{lineupScreenTexts.title}</h1>
      <Select
        label={lineupScreenTexts.category}
        className="max-w-md"
        selectedKeys={categoryId ? [categoryId] : []}
        disallowEmptySelection
        onChange={(event) => setState({ category: event.target.value || null, match: null })}
      >
        {categories.map((category) => (
          <SelectItem key={category.id}>{category.name}</SelectItem>
        ))}
      </Select>
      {categoryId === null ? null : matches.error ? (
        <DatabaseErrorFallback error={matches.error} scope="data" isAuthenticated onRetry={() => void matches.refetch()} />
      ) : !matches.data ? (
        <Spinner label={lineupScreenTexts.loading} />
      ) : !season ? (
        <p className="text-default-500">{lineupScreenTexts.noSeason}</p>
      ) : (
        <Tabs
          aria-label={lineupScreenTexts.tabs}
          variant="underlined"
          selectedKey={state.tab ?? 'match'}
          onSelectionChange={(key) => setState({ tab: key === 'roster' ? 'roster' : null })}
        >
          <Tab key="match" title={lineupScreenTexts.matchTab}>
            <div className="flex flex-col gap-4">
              {matches.data.matches.length === 0 ? (
                <p className="text-default-500">{lineupScreenTexts.noMatches}</p>
              ) : (
                <Select
                  label={lineupScreenTexts.match}
                  placeholder={lineupScreenTexts.chooseMatch}
                  className="max-w-xl"
                  selectedKeys={match ? [match.id] : []}
                  onChange={(event) => setState({ match: event.target.value || null })}
                >
                  {matches.data.matches.map((candidate) => (
                    <SelectItem key={candidate.id}>{formatMatchLabel(candidate)}</SelectItem>
                  ))}
                </Select>
              )}
              {match ? <MatchLineupEditor key={match.id} match={match} categoryId={categoryId} /> : null}
            </div>
          </Tab>
          <Tab key="roster" title={lineupScreenTexts.rosterTab}>
            <CategoryRoster categoryId={categoryId} season={season} />
          </Tab>
        </Tabs>
      )}
    </div>
  );
}
