import { describe, expect, it } from 'vitest';
import { visibleHomeSections } from './sections';

describe('home sections an admin can hide', () => {
  it('renders exactly the sections whose rows are visible', () => {
    const sections = visibleHomeSections([{ page_route: '/' }, { page_route: 'section:sponsors' }, { page_route: 'section:call-to-action' }]);
    expect([...sections]).toEqual(['sponsors', 'call-to-action']);
  });

  it('renders none when every section is hidden', () => {
    expect(visibleHomeSections([{ page_route: '/blog' }]).size).toBe(0);
  });
});
