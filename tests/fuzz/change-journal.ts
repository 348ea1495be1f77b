import type { Executor } from '@club-app/supabase-local/testing';

/**
 * Counts the rows written anywhere a caller could change data: every base table of `public`, the
 * auth users and the storage objects. A trigger on each (installed only in this throwaway test
 * database) appends to a journal in the same transaction, so a write the database refused leaves
 * no entry, and one count before and after a request says whether it changed any row — stricter
 * than comparing snapshots (an update to the same values counts too) and a fraction of the cost.
 */
export async function installChangeJournal(db: Executor): Promise<() => Promise<number>> {
  await db.exec(`
    create schema fuzz_journal;
    create table fuzz_journal.changes (id bigserial primary key, table_name text not null);
    create function fuzz_journal.record() returns trigger language plpgsql security definer set search_path = '' as $$
    begin
      insert into fuzz_journal.changes (table_name) values (tg_table_schema || '.' || tg_table_name);
      return null;
    end $$;`);
  const { rows } = await db.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and (table_schema = 'public' or (table_schema, table_name) in (('auth', 'users'), ('storage', 'objects')))`,
  );
  for (const { name } of rows) {
    await db.query(`create trigger fuzz_journal after insert or update or delete on ${name} for each row execute function fuzz_journal.record()`);
  }
  return async () => Number((await db.query<{ n: string }>('select count(*) as n from fuzz_journal.changes')).rows[0]?.n ?? 0);
}
