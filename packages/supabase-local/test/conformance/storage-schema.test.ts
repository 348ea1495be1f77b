import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/database';
import { sqlAs } from '../../testing/sql-as';
import { startTestStack, type TestStack } from '../support/stack';

// Storage's schema as its current migrations leave it: SQL deletes from its tables refused unless
// the Storage API sets storage.allow_delete_query, and the columns of bucket types and versioning.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const REFUSED = {
  code: '42501',
  message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
  hint: 'This prevents accidental data loss from orphaned objects.',
};

async function uploadAsService(bucket: string, path: string): Promise<void> {
  const { error } = await stack.client(stack.serviceRoleKey).storage.from(bucket).upload(path, new Blob(['x'], { type: 'text/plain' }));
  expect(error).toBeNull();
}

const objectCount = async (bucket: string, path: string) =>
  Number((await stack.db.query<{ n: string }>('select count(*)::text as n from storage.objects where bucket_id = $1 and name = $2', [bucket, path])).rows[0]?.n);

const columns = async (table: string) =>
  Object.fromEntries(
    (
      await stack.db.query<{ column_name: string; udt_name: string }>(
        `select column_name, udt_name from information_schema.columns where table_schema = 'storage' and table_name = $1`,
        [table],
      )
    ).rows.map((row) => [row.column_name, row.udt_name]),
  );

describe('deletes from storage tables', () => {
  it('a SQL DELETE on storage.objects is refused, as the database owner and as the service role, and the row stays', async () => {
    const path = `sql/${randomUUID()}.txt`;
    await uploadAsService('public-assets', path);
    await expect(stack.db.query('delete from storage.objects where bucket_id = $1 and name = $2', ['public-assets', path])).rejects.toMatchObject(REFUSED);
    await expect(sqlAs(stack, { role: 'service_role' }, 'delete from storage.objects where name = $1', [path])).rejects.toMatchObject(REFUSED);
    expect(await objectCount('public-assets', path)).toBe(1);
  });

  it('a SQL DELETE on storage.buckets is refused', async () => {
    const id = `sql-${randomUUID()}`;
    await stack.db.query('insert into storage.buckets (id, name) values ($1, $1)', [id]);
    await expect(stack.db.query('delete from storage.buckets where id = $1', [id])).rejects.toMatchObject(REFUSED);
  });

  it('the Storage API still deletes objects, empties and deletes buckets', async () => {
    const admin = stack.client(stack.serviceRoleKey).storage;
    const path = `api/${randomUUID()}.txt`;
    await uploadAsService('public-assets', path);
    expect((await admin.from('public-assets').remove([path])).error).toBeNull();
    expect(await objectCount('public-assets', path)).toBe(0);

    const bucket = `api-${randomUUID()}`;
    expect((await admin.createBucket(bucket)).error).toBeNull();
    await uploadAsService(bucket, 'a.txt');
    expect((await admin.emptyBucket(bucket)).error).toBeNull();
    expect((await admin.deleteBucket(bucket)).error).toBeNull();
    expect(await objectCount(bucket, 'a.txt')).toBe(0);
  });
});

describe('columns of current Storage', () => {
  const expectCurrentColumns = async () => {
    expect(await columns('buckets')).toMatchObject({ type: 'buckettype', versioning_status: 'text' });
    expect(await columns('objects')).toMatchObject({ archived_at: 'timestamptz', is_delete_marker: 'bool', is_versioned: 'bool' });
  };

  it('buckets have an enum type and a versioning status, objects their versioning columns', async () => {
    await expectCurrentColumns();
    const bucket = (await stack.db.query<{ type: string; versioning_status: string }>(`select type::text, versioning_status from storage.buckets where id = 'public-assets'`)).rows[0];
    expect(bucket).toEqual({ type: 'STANDARD', versioning_status: 'DISABLED' });
  });

  it('the bootstrap brings a database bootstrapped before them up to date, keeping its rows', async () => {
    await stack.db.exec(`
      drop trigger protect_objects_delete on storage.objects;
      alter table storage.objects drop column archived_at, drop column is_delete_marker, drop column is_versioned;
      alter table storage.buckets drop column versioning_status;
      alter table storage.buckets alter column type drop default;
      alter table storage.buckets alter column type type text using type::text;
      alter table storage.buckets alter column type set default 'STANDARD';
      drop type storage.buckettype;`);
    const before = (await stack.db.query('select id from storage.buckets order by id')).rows;

    await migrateDatabase(stack.db, { migrationsDir: '/nonexistent', seedFile: null });
    await migrateDatabase(stack.db, { migrationsDir: '/nonexistent', seedFile: null });

    await expectCurrentColumns();
    expect((await stack.db.query('select id from storage.buckets order by id')).rows).toEqual(before);
    await expect(stack.db.query(`delete from storage.objects where bucket_id = 'public-assets'`)).rejects.toMatchObject(REFUSED);
  });
});
