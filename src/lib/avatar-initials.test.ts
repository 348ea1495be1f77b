import { describe, expect, it } from 'vitest';
import { avatarInitials } from './avatar-initials';

describe('avatarInitials', () => {
  it('takes the first letters of the first two name parts, Czech letters included', () => {
    expect(avatarInitials('Jana Nováková', 'jana@klub.cz')).toBe('JN');
    expect(avatarInitials('  šárka   čermáková ', 'x@klub.cz')).toBe('ŠČ');
    expect(avatarInitials('Jan Petr Dvořák', 'x@klub.cz')).toBe('JP');
  });

  it("falls back to the e-mail's local part without two name parts", () => {
    expect(avatarInitials('Trenér', 'ondrej.kral@klub.cz')).toBe('ON');
    expect(avatarInitials('', 'p@klub.cz')).toBe('P');
  });
});
