/**
 * Video form: a YouTube URL is a youtube.com watch or embed link, or a youtu.be link, that
 * carries a valid 11-character video id. Anything else (a channel, a playlist, a shortened id, another
 * host) is refused rather than stored with a guessed id: the id is what the thumbnail and the public
 * match page are built from.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const SHORT_HOST = 'youtu.be';
/**
 * The link as typed: https, one of YouTube's hosts, then a slash (no port, no user info). The
 * database checks the stored link with the same pattern (videos_youtube_url_youtube); the URL
 * parser alone would also take what it normalises, such as a backslash for the slash.
 */
const YOUTUBE_LINK = /^https:\/\/(((www|m)\.)?youtube\.com|youtu\.be)\//i;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

/** The 11-character video id of an accepted YouTube link, or null when the link is not one. */
export function parseYoutubeId(value: string): string | null {
  if (!YOUTUBE_LINK.test(value.trim())) return null;
  const url = parseUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === SHORT_HOST && segments.length === 1) candidate = segments[0];
  else if (YOUTUBE_HOSTS.has(host) && url.pathname === '/watch') candidate = url.searchParams.get('v');
  else if (YOUTUBE_HOSTS.has(host) && segments.length === 2 && segments[0] === 'embed') candidate = segments[1];
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The thumbnail YouTube serves for every video (480×360, letterboxed to 16:9 in the card). */
export function youtubeThumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}
