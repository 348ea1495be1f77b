import { describe, expect, it } from 'vitest';
import {
  isBlankContent,
  missingRequiredFields,
  requiredFieldsWarning,
  type PostSaveMode,
  type RequiredPostValues,
} from './required-fields';

const complete: RequiredPostValues = {
  title: 'Výhra',
  slug: 'vyhra',
  content: '<p>Text</p>',
  status: 'draft',
  category_id: 'c1',
};

function warningFor(values: Partial<RequiredPostValues>, mode: PostSaveMode): string | null {
  return requiredFieldsWarning(missingRequiredFields({ ...complete, ...values }, mode), mode);
}

describe('required fields of a post', () => {
  it('a complete new post and a complete update warn about nothing', () => {
    expect(warningFor({}, 'create')).toBeNull();
    expect(warningFor({}, 'update')).toBeNull();
  });

  it('a new post without title and category names both, in the fixed order', () => {
    expect(warningFor({ title: '', category_id: null }, 'create')).toBe(
      'Missing required fields for new post: title, category_id',
    );
  });

  it('a new post with everything empty lists all five fields', () => {
    expect(warningFor({ title: ' ', slug: '', content: '<p></p>', status: '', category_id: '' }, 'create')).toBe(
      'Missing required fields for new post: title, slug, content, status, category_id',
    );
  });

  it('an update does not need a category or status, only title, slug and content', () => {
    expect(warningFor({ category_id: null, status: '' }, 'update')).toBeNull();
    expect(warningFor({ slug: '', content: '' }, 'update')).toBe('Missing required fields for update: slug, content');
  });

  it('whitespace-only title counts as missing', () => {
    expect(warningFor({ title: '   ' }, 'update')).toBe('Missing required fields for update: title');
  });
});

describe('blank editor content', () => {
  it.each([
    ['', true],
    ['<p></p>', true],
    ['<p> &nbsp; </p><p><br></p>', true],
    ['<p>Ahoj</p>', false],
    ['<p><img src="https://example.org/a.png" alt=""></p>', false],
    ['Prostý text', false],
  ])('%j is blank: %s', (html, blank) => {
    expect(isBlankContent(html)).toBe(blank);
  });
});
