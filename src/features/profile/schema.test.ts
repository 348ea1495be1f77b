import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/field-errors';
import { ZProfileForm } from './schema';

const valid = { full_name: 'Jana Dvořáková', phone: '+420 603 123 456', position: 'Předsedkyně', bio: '' };

describe('profile form', () => {
  it('accepts a Czech name and phone number and trims them', () => {
    expect(ZProfileForm.parse({ ...valid, full_name: '  Jana Dvořáková ' }).full_name).toBe('Jana Dvořáková');
  });

  it.each([
    [{ full_name: '  ' }, 'full_name', 'Jméno je povinné'],
    [{ full_name: 'x'.repeat(101) }, 'full_name', 'Jméno může mít nejvýše 100 znaků'],
    [{ phone: '603-123' }, 'phone', 'Neplatné telefonní číslo'],
    [{ bio: 'x'.repeat(501) }, 'bio', 'Text může mít nejvýše 500 znaků'],
  ])('refuses %o with its message', (change, field, message) => {
    const result = ZProfileForm.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ [field]: message });
  });

  it('has no e-mail field to change', () => {
    expect(Object.keys(ZProfileForm.shape)).not.toContain('email');
  });
});
