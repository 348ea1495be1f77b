import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/field-errors';
import { ZVideoForm, type TVideoFormInput } from './schema';

const CATEGORY = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';

const form = (overrides: Partial<TVideoFormInput> = {}): TVideoFormInput => ({
  title: 'Sestřih: Svinov – Poruba',
  youtube_url: 'https://youtu.be/aqz-KE-bpKQ',
  category_id: CATEGORY,
  description: '',
  club_id: '',
  season_id: '',
  recording_date: '',
  is_active: true,
  ...overrides,
});

function errorsOf(input: TVideoFormInput) {
  const parsed = ZVideoForm.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('the video form', () => {
  it('derives the stored id and thumbnail from the URL and trims the texts', () => {
    expect(ZVideoForm.parse(form({ title: '  Derby  ', description: '  ', recording_date: '2026-09-12' }))).toEqual({
      title: 'Derby',
      youtube_url: 'https://youtu.be/aqz-KE-bpKQ',
      youtube_id: 'aqz-KE-bpKQ',
      thumbnail_url: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
      category_id: CATEGORY,
      description: null,
      club_id: null,
      season_id: null,
      recording_date: '2026-09-12',
      is_active: true,
    });
  });

  it('an empty form names every required field with its message', () => {
    expect(errorsOf(form({ title: ' ', youtube_url: '', category_id: '' }))).toEqual({
      title: 'Název je povinný',
      youtube_url: 'YouTube URL je povinná',
      category_id: 'Kategorie je povinná',
    });
  });

  it.each(['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'https://youtu.be/short', 'https://vimeo.com/123456'])(
    'refuses %s as not a YouTube video link',
    (url) => {
      expect(errorsOf(form({ youtube_url: url }))).toEqual({ youtube_url: 'Neplatná YouTube URL' });
    },
  );

  it('refuses a plain http link, saying it must be https', () => {
    expect(errorsOf(form({ youtube_url: 'http://www.youtube.com/watch?v=aqz-KE-bpKQ' }))).toEqual({ youtube_url: 'YouTube URL musí začínat https://' });
  });

  it('refuses a recording date that is not a calendar day', () => {
    expect(errorsOf(form({ recording_date: '2026-02-30' }))).toEqual({ recording_date: 'Neplatné datum' });
  });
});
