import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { startTestStack, type TestStack } from '../support/stack';

// Hosted Supabase loads pg-safeupdate for the Data API's connections: every UPDATE or DELETE the
// request parses needs a WHERE clause, also inside the functions and triggers it runs.
let stack: TestStack;
let user: string;
beforeAll(async () => {
  stack = await startTestStack();
  const now = Math.floor(Date.now() / 1000);
  user = await stack.sign({ sub: '11111111-1111-4111-8111-111111111111', role: 'authenticated', exp: now + 600 });
  await stack.db.exec(`
    create table public.safeupdate_log (id int primary key, note text);
    insert into public.safeupdate_log values (1, 'a'), (2, 'b');
    grant select, insert, update, delete on public.safeupdate_log to authenticated;

    create function public.reset_stock() returns void language plpgsql as $$
    begin
      -- a comment with "where" does not qualify it
      update public.items set qty = 0;
    end
    $$;
    create function public.clear_log() returns void language sql as $$ delete from public.safeupdate_log $$;
    create function public.clear_log_everywhere() returns void language sql as $$ delete from public.safeupdate_log where true $$;
    create function public.clear_log_through_cte() returns int language sql as $$
      with gone as (delete from public.safeupdate_log returning 1) select count(*)::int from gone $$;
    create function public.reset_through_helper(p_note text) returns void language plpgsql as $$
    begin
      if p_note = 'reset' then perform public.reset_stock(); end if;
    end
    $$;
    create function public.stock_with_subquery_filter() returns void language sql as $$
      update public.items set qty = (select count(*) from public.safeupdate_log where note = 'a') where id = 1 $$;

    create function public.log_trigger() returns trigger language plpgsql as $$
    begin
      update public.safeupdate_log set note = 'touched';
      return new;
    end
    $$;
    create trigger items_touch_log after insert on public.items for each row execute function public.log_trigger();

    grant execute on all functions in schema public to authenticated;
    create table public.safeupdate_marker ();
    grant select on public.safeupdate_marker to authenticated;
    notify pgrst, 'reload schema';`);
  await eventually(async () => (await stack.client(stack.anonKey, user).from('safeupdate_marker').select()).status === 200);
});
afterAll(async () => {
  await stack.stop();
});

const state = async () => ({
  items: (await stack.db.query('select id, qty from public.items order by id')).rows,
  log: (await stack.db.query('select id, note from public.safeupdate_log order by id')).rows,
});

describe('pg-safeupdate in SQL the Data API runs', () => {
  it.each([
    ['reset_stock', 'UPDATE'],
    ['clear_log', 'DELETE'],
    ['clear_log_through_cte', 'DELETE'],
    ['reset_through_helper', 'UPDATE'],
  ])('rpc %s, whose SQL has an unqualified statement, is refused with 21000 and nothing changes', async (name, verb) => {
    const before = await state();
    const { error, status } = await stack.client(stack.anonKey, user).rpc(name, name === 'reset_through_helper' ? { p_note: 'reset' } : {});
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '21000', message: `${verb} requires a WHERE clause` });
    expect(await state()).toEqual(before);
  });

  it('a WHERE clause of the statement itself passes, `where true` included', async () => {
    const client = stack.client(stack.anonKey, user);
    expect((await client.rpc('stock_with_subquery_filter')).error).toBeNull();
    expect((await client.rpc('clear_log_everywhere')).error).toBeNull();
    expect((await state()).log).toEqual([]);
  });

  it('a REST write whose trigger runs an unqualified UPDATE is refused', async () => {
    const before = await state();
    const { error, status } = await stack.client(stack.anonKey, user).from('items').insert({ id: 50, sku: 'T-50' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    expect(await state()).toEqual(before);
    // The trigger fires on INSERT only: other writes of the table do not run it.
    expect((await stack.client(stack.anonKey, user).from('items').update({ qty: 6 }).eq('id', 1)).error).toBeNull();
  });
});
