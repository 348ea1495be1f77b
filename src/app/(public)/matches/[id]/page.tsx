import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { StorageImage } from '@/components/storage-image';
import { JsonLd } from '@/components/json-ld';
import { readMatchLineups } from '@/features/lineups/cached';
import { readHeadToHead } from '@/features/matches/cached';
import { sportsEventJsonLd } from '@/features/matches/structured-data';
import { readMatchVideos } from '@/features/videos/cached';
import { SITE_NAME, siteAlternates } from '@/lib/site-identity';
import { loadMatch } from './load-match';
import { AddToCalendar } from '@/features/matches/components/add-to-calendar';
import { MatchCard } from '@/features/matches/components/match-card';
import { MatchLineup } from '@/features/lineups/components/match-lineup';
import { TeamLogo } from '@/features/clubs/components/shared/team-badge';
import { scoreText } from '@/features/matches/grouping';
import { publicMatchTexts } from '@/features/matches/messages';
import { formatLongDate } from '@/lib/format';
import { siteUrl } from '@/lib/site-url';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/public-cache-params';

interface MatchPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: MatchPageProps): Promise<Metadata> {
  const match = await loadMatch((await params).id);
  if (!match) return { title: 'Zápas nebyl nalezen' };
  const title = `${match.home.name} – ${match.away.name}`;
  const description = `${match.category.name}, ${formatLongDate(match.date)}${match.status === 'completed' ? `, výsledek ${scoreText(match.home_score, match.away_score)}` : ''}`;
  const path = `/matches/${match.id}`;
  // No `images`: the share card is this route's opengraph-image.tsx (teams, date, score).
  return { title, description, alternates: siteAlternates(path), openGraph: { type: 'website', locale: 'cs_CZ', siteName: SITE_NAME, title, description, url: path } };
}

/** /matches/{id}: the match, both lineups, head-to-head and linked videos. */
export default async function MatchPage({ params }: MatchPageProps) {
  const { id } = await params;
  const match = await loadMatch(id);
  if (!match) notFound();
  // Everything else depends only on the id: one parallel round, no waterfall.
  const [lineups, headToHead, videos] = await Promise.all([readMatchLineups(id), readHeadToHead(id), readMatchVideos(id)]);
  const isCompleted = match.status === 'completed';
  const url = `${siteUrl()}/matches/${match.id}`;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8">
      <JsonLd data={sportsEventJsonLd(match, url)} />
      <nav aria-label="Drobečková navigace" className="text-sm text-default-500">
        <Link href="/matches" className="hover:underline">
          Zápasy
        </Link>{' '}
        /{' '}
        <Link href={`/matches?category=${match.category.slug}`} className="hover:underline">
          {match.category.name}
        </Link>
      </nav>
      <header className="flex flex-col items-center gap-4 rounded-large bg-content1 p-6 text-center shadow-small">
        <p className="text-sm text-default-500">
          {match.category.name}
          {match.matchweek ? ` · ${publicMatchTexts.matchweek(match.matchweek)}` : ''}
        </p>
        <h1 className="sr-only">
          {match.home.name} – {match.away.name}
        </h1>
        <div className="grid w-full grid-cols-[1fr_auto_1fr] items-center gap-3">
          <div className="flex flex-col items-center gap-2">
            <TeamLogo team={match.home} size={64} />
            <span className={match.home_team_is_own_club ? 'font-bold text-primary' : 'font-semibold'}>{match.home.name}</span>
          </div>
          <div>
            <div className="text-4xl font-bold tabular-nums">{isCompleted ? scoreText(match.home_score, match.away_score) : 'vs'}</div>
            <div className="text-sm text-default-500">
              {isCompleted && match.home_score_halftime !== null
                ? `Poločas ${scoreText(match.home_score_halftime, match.away_score_halftime)}`
                : isCompleted
                  ? ''
                  : '-:-'}
            </div>
          </div>
          <div className="flex flex-col items-center gap-2">
            <TeamLogo team={match.away} size={64} />
            <span className={match.away_team_is_own_club ? 'font-bold text-primary' : 'font-semibold'}>{match.away.name}</span>
          </div>
        </div>
        <p className="text-sm">
          {formatLongDate(match.date)}
          {match.time ? `, ${match.time.slice(0, 5)}` : ''}
          {match.venue ? ` · ${match.venue}` : ''}
        </p>
      </header>
      {isCompleted ? null : (
        <AddToCalendar
          categorySlug={match.category.slug}
          categoryName={match.category.name}
          match={{ home: match.home.name, away: match.away.name, date: match.date, time: match.time, venue: match.venue, url }}
        />
      )}

      {/* An upcoming match shows its sheets once a coach has announced them. */}
      {isCompleted || lineups.length > 0 ? (
        <section aria-labelledby="lineups" className="flex flex-col gap-4">
          <h2 id="lineups" className="text-xl font-semibold">
            Sestavy
          </h2>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <MatchLineup teamName={match.home.name} lineup={lineups.find((lineup) => lineup.team_id === match.home.id)} />
            <MatchLineup teamName={match.away.name} lineup={lineups.find((lineup) => lineup.team_id === match.away.id)} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="head-to-head" className="flex flex-col gap-4">
        <h2 id="head-to-head" className="text-xl font-semibold">
          Vzájemné zápasy
        </h2>
        {headToHead.length === 0 ? (
          <p className="text-default-500">Týmy se v této kategorii zatím nepotkaly.</p>
        ) : (
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {headToHead.map((previous) => (
              <MatchCard key={previous.id} match={previous} />
            ))}
          </div>
        )}
      </section>

      {videos.length > 0 ? (
        <section aria-labelledby="videos" className="flex flex-col gap-4">
          <h2 id="videos" className="text-xl font-semibold">
            Videa
          </h2>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {videos.map((video) => (
              <li key={video.id}>
                <a href={video.youtube_url} target="_blank" rel="noreferrer" className="flex items-center gap-3 rounded-large border border-divider p-2 hover:border-primary">
                  {video.thumbnail_url ? (
                    <StorageImage src={video.thumbnail_url} alt="" width={120} height={68} loading="lazy" className="rounded-medium" />
                  ) : null}
                  <span className="font-medium">{video.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
