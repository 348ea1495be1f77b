import { z } from 'zod';
import { videoMessages } from './messages';
import { parseYoutubeId, youtubeThumbnailUrl } from './youtube-url';

/** An optional select or text field: empty means none (null in the database). */
const optional = z
  .string()
  .trim()
  .transform((value) => value || null);

const optionalId = z.union([z.uuid(), z.literal('')]).transform((value) => value || null);

/**
 * Video form. The stored youtube_id and thumbnail_url are derived from the URL here, so
 * the form, the insert and the update can never disagree about which video a row shows.
 */
export const ZVideoForm = z
  .object({
    title: z.string().trim().min(1, videoMessages.titleRequired),
    youtube_url: z
      .string()
      .trim()
      .min(1, { message: videoMessages.urlRequired, abort: true })
      .transform((url, context) => {
        const id = parseYoutubeId(url);
        if (id) return { url, id };
        context.addIssue({ code: 'custom', message: /^http:/i.test(url) ? videoMessages.httpsRequired : videoMessages.invalidUrl });
        return z.NEVER;
      }),
    category_id: z.uuid(videoMessages.categoryRequired),
    description: optional,
    club_id: optionalId,
    season_id: optionalId,
    recording_date: z.union([z.iso.date(videoMessages.invalidDate), z.literal('')]).transform((value) => value || null),
    is_active: z.boolean(),
  })
  .transform(({ youtube_url: youtube, ...video }) => ({
    ...video,
    youtube_url: youtube.url,
    youtube_id: youtube.id,
    thumbnail_url: youtubeThumbnailUrl(youtube.id),
  }));
export type TVideoFormInput = z.input<typeof ZVideoForm>;
export type TVideoInput = z.output<typeof ZVideoForm>;
