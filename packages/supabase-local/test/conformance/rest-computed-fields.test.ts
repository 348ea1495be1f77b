import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

// Computed fields (a function over a table's row type) read, filtered and ordered like columns.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

describe('computed fields', () => {
  it('a function with an unnamed row parameter is selected like a column', async () => {
    const { data, error } = await stack.client().from('audit_entries').select('id, created_ago').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, created_ago: 48 },
      { id: 2, created_ago: 1 },
    ]);
  });

  it('is not part of `*`, filters and orders like a column, and takes an alias and a cast', async () => {
    const { data, error } = await stack
      .client()
      .from('audit_entries')
      .select('*, head:note_head, hours:created_ago::text')
      .gte('created_ago', 2)
      .order('created_ago', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, note: 'první', created_at: expect.any(String) as unknown, head: 'pr', hours: '48' }]);
  });

  it('works over a partitioned table', async () => {
    const { data, error } = await stack.client().from('season_events').select('kind, event_year').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { kind: 'zápas', event_year: 2024 },
      { kind: 'trénink', event_year: 2025 },
    ]);
  });

  it('is selectable on the rows a function returns', async () => {
    const { data, error } = await stack.client().rpc('entries_by_note', { prefix: 'd' }).select('note, note_head');
    expect(error).toBeNull();
    expect(data).toEqual([{ note: 'druhý', note_head: 'dr' }]);
  });
});
