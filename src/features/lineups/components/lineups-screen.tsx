'use client';

import { Select, SelectItem, SelectSection, Spinner, Tab, Tabs } from '@heroui/react';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { useCoachCategories } from '@/features/coaches/use-coach-categories';
import { formatMatchLabel } from '../match-label';
import { groupLineupMatches, isMatchPlayed, nextMatchId } from '../match-timing';
import { useLineupMatches } from '../hooks';
import { lineupUrlState } from '../lineup-url-state';
import { lineupScreenTexts } from '../messages';
import { useLeaveGuard } from '../use-leave-guard';
import { useUrlState } from '@/lib/use-url-state';
import { CategoryRoster } from './category-roster';
import { MatchLineupEditor } from './match-lineup-editor';

/**
 * /coaches/lineups: a category of the coach (an admin's simulated ones), then a match
 * of it with both teams' sheets, or the category's roster for the active season. A sheet with
 * unsaved edits is not left (link, select, tab close) without the coach confirming it.
 */
export function LineupsScreen({ assigned, isAdmin }: { assigned: string[]; isAdmin: boolean }) {
  const { categories, isPending, error } = useCoachCategories(assigned, isAdmin);
  const [state, setState] = useUrlState(lineupUrlState);
  // Only the coach's own categories; with none named (the sidebar's link) or another one, the first,
  // as on the attendance screen: a coach of one category has nothing to choose.
  const categoryId = categories.find((category) => category.id === state.category)?.id ?? categories[0]?.id ?? null;
  const matches = useLineupMatches(categoryId);
  // Which matches count as played is fixed when the screen opens, so a sheet never re-arranges under the coach.
  const [now] = useState(() => new Date());
  const [dirtySheets, setDirtySheets] = useState<ReadonlySet<string>>(new Set());
  const reportDirty = useCallback(
    (sheet: string, isDirty: boolean) =>
      setDirtySheets((current) => {
        if (current.has(sheet) === isDirty) return current;
        const next = new Set(current);
        if (isDirty) next.add(sheet);
        else next.delete(sheet);
        return next;
      }),
    [],
  );
  const leave = useLeaveGuard(dirtySheets.size > 0);

  if (isPending) return <Spinner label={lineupScreenTexts.loading} />;
  if (error) return <DatabaseErrorFallback error={error} scope="data" isAuthenticated />;
  if (categories.length === 0) return <p className="text-default-500">{lineupScreenTexts.noCategories}</p>;

  const season = matches.data?.season ?? null;
  const listed = matches.data?.matches ?? [];
  // With none named (the sidebar's link), the category's next match: the sheet a coach fills now.
  const matchId = state.match ?? nextMatchId(listed, now);
  const match = listed.find((candidate) => candidate.id === matchId) ?? null;
  const groups = groupLineupMatches(listed, now);
  const sections = [
    { key: 'upcoming', title: lineupScreenTexts.upcomingMatches, items: groups.upcoming },
    { key: 'played', title: lineupScreenTexts.playedMatches, items: groups.played },
  ].filter((section) => section.items.length > 0);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{lineupScreenTexts.title}</h1>
      <Select
        label={lineupScreenTexts.category}
        className="max-w-md"
        selectedKeys={categoryId ? [categoryId] : []}
        disallowEmptySelection
        onChange={(event) => {
          const category = event.target.value || null;
          leave.confirm(() => setState({ category, match: null }));
        }}
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
          // The roster tab is a glance aside: the sheet's unsaved edits stay while it is open.
          destroyInactiveTabPanel={false}
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
                  // Long club names wrap rather than being cut off on a phone.
                  classNames={{ trigger: 'h-auto min-h-14 py-2', value: 'whitespace-normal' }}
                  selectedKeys={match ? [match.id] : []}
                  // Escape closes the list: it must not deselect the match (and ask about leaving the sheet).
                  disallowEmptySelection
                  onChange={(event) => {
                    const next = event.target.value;
                    if (next) leave.confirm(() => setState({ match: next }));
                  }}
                >
                  {sections.map((section, index) => (
                    <SelectSection key={section.key} title={section.title} showDivider={index < sections.length - 1}>
                      {section.items.map((candidate) => (
                        <SelectItem key={candidate.id} textValue={formatMatchLabel(candidate)} classNames={{ title: 'whitespace-normal' }}>
                          {formatMatchLabel(candidate)}
                        </SelectItem>
                      ))}
                    </SelectSection>
                  ))}
                </Select>
              )}
              {match ? (
                <MatchLineupEditor
                  key={match.id}
                  match={match}
                  categoryId={categoryId}
                  seasonId={season.id}
                  isPlayed={isMatchPlayed(match, now)}
                  onDirtyChange={reportDirty}
                />
              ) : null}
            </div>
          </Tab>
          <Tab key="roster" title={lineupScreenTexts.rosterTab}>
            <CategoryRoster categoryId={categoryId} season={season} />
          </Tab>
        </Tabs>
      )}
      <ConfirmDialog
        isOpen={leave.isAsking}
        title={lineupScreenTexts.leaveTitle}
        message={lineupScreenTexts.leaveMessage}
        confirmLabel={lineupScreenTexts.leaveConfirm}
        tone="danger"
        onConfirm={leave.leave}
        onClose={leave.stay}
      />
    </div>
  );
}
