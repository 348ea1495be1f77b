import { describe, expect, it } from 'vitest';
import { parseYoutubeId, youtubeThumbnailUrl } from './youtube-url';

describe('a YouTube link gives its 11-character video id', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/watch?v=kJQP7kiw5Fk&t=42s&list=PL1', 'kJQP7kiw5Fk'],
    ['https://www.youtube.com/watch?feature=share&v=kJQP7kiw5Fk', 'kJQP7kiw5Fk'],
    ['https://www.youtube.com/embed/fJ9rUzIMcZQ', 'fJ9rUzIMcZQ'],
    ['https://www.youtube.com/embed/fJ9rUzIMcZQ?start=10', 'fJ9rUzIMcZQ'],
    ['https://youtu.be/fJ9rUzIMcZQ', 'fJ9rUzIMcZQ'],
    ['https://youtu.be/fJ9rUzIMcZQ?si=abc&t=5', 'fJ9rUzIMcZQ'],
    ['  https://youtu.be/a_b-C_d-E_1  ', 'a_b-C_d-E_1'],
    ['HTTPS://WWW.YOUTUBE.COM/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ])('accepts %s', (url, id) => {
    expect(parseYoutubeId(url)).toBe(id);
  });

  it.each([
    ['empty', ''],
    ['not a URL', 'aqz-KE-bpKQ'],
    ['an id one character short', 'https://www.youtube.com/watch?v=aqz-KE-bpK'],
    ['an id one character long', 'https://www.youtube.com/watch?v=aqz-KE-bpKQX'],
    ['a character outside the id alphabet', 'https://youtu.be/aqz-KE-bp!Q'],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['a channel page', 'https://www.youtube.com/@tjsokolsvinov'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG'],
    ['a shorts link', 'https://www.youtube.com/shorts/aqz-KE-bpKQ'],
    ['an embed link with extra segments', 'https://www.youtube.com/embed/aqz-KE-bpKQ/more'],
    ['youtu.be without an id', 'https://youtu.be/'],
    ['youtu.be with a nested path', 'https://youtu.be/watch/aqz-KE-bpKQ'],
    ['another host', 'https://vimeo.com/watch?v=aqz-KE-bpKQ'],
    ['a look-alike host', 'https://youtube.com.evil.cz/watch?v=aqz-KE-bpKQ'],
    ['another scheme', 'ftp://youtu.be/aqz-KE-bpKQ'],
    ['a script URL', 'javascript:alert(1)//youtu.be/aqz-KE-bpKQ'],
    ['plain http', 'http://www.youtube.com/watch?v=aqz-KE-bpKQ'],
    ['a host YouTube does not serve videos from', 'https://www.youtu.be/aqz-KE-bpKQ'],
    ['a port', 'https://youtube.com:443/watch?v=aqz-KE-bpKQ'],
    ['user info before the host', 'https://youtube.com@evil.cz/watch?v=aqz-KE-bpKQ'],
    ['a backslash for the slash', 'https://youtu.be\\aqz-KE-bpKQ'],
  ])('refuses %s', (_case, url) => {
    expect(parseYoutubeId(url)).toBeNull();
  });

  it('the thumbnail is YouTube’s image of that id', () => {
    expect(youtubeThumbnailUrl('aqz-KE-bpKQ')).toBe('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
  });
});
