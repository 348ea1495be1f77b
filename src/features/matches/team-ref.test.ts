import { describe, expect, it } from 'vitest';
import { toTeamRef } from './api/public';

describe('a match team the reader cannot see', () => {
  it("is 'Neznámý tým', not a failed page", () => {
    const hidden = { id: null, name: null, short_name: null, logo_url: null, club_id: null };
    expect(toTeamRef(hidden)).toMatchObject({ name: 'Neznámý tým', short_name: 'Neznámý tým', logo_url: null });
  });

  it('keeps a visible team as it is, its short name defaulting to the name', () => {
    const team = { id: 't1', name: 'TJ Sokol Svinov', short_name: null, logo_url: null, club_id: 'c1' };
    expect(toTeamRef(team)).toEqual({ ...team, short_name: 'TJ Sokol Svinov' });
  });
});
