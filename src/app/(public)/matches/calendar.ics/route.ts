import { fail } from '@/lib/api/route-handler';
import { readPublicCategories } from '@/features/categories/cached';
import { readOwnClubMatches } from '@/features/matches/cached';
import { readActiveSeason } from '@/features/seasons/cached';
import { buildMatchCalendar } from '@/features/matches/ical';

/** Calendar apps poll subscriptions; a quarter of an hour keeps them current without load. */
const CACHE_SECONDS = 900;

/**
 * GET /matches/calendar.ics[?category=slug]: the season's own-club matches, of the whole club or of
 * one category, as an iCalendar feed to subscribe to (results appear in the events once recorded).
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const slug = url.searchParams.get('category');
  const [season, categories] = await Promise.all([readActiveSeason(), readPublicCategories()]);
  const category = slug === null ? null : categories.find((candidate) => candidate.slug === slug);
  if (category === undefined) return fail(400, 'Neznámá kategorie');
  const matches = season ? await readOwnClubMatches({ seasonId: season.id, categoryId: category?.id }) : [];
  const body = buildMatchCalendar({
    calendarName: category ? `Zápasy – ${category.name}` : `Zápasy oddílu${season ? ` – ${season.name}` : ''}`,
    now: new Date(),
    matches: matches.map((match) => ({
      id: match.id,
      date: match.date,
      time: match.time,
      home: match.home.name,
      away: match.away.name,
      venue: match.venue,
      status: match.status,
      homeScore: match.home_score,
      awayScore: match.away_score,
      categoryName: match.category.name,
      url: `${url.origin}/matches/${match.id}`,
    })),
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="zapasy-${category?.slug ?? 'oddil'}.ics"`,
      'cache-control': `public, max-age=${CACHE_SECONDS}`,
    },
  });
}
