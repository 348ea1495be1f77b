import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

// Functions called with unnamed or overloaded arguments, answered as PostgREST answers them.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const AMBIGUOUS_HINT = 'Try renaming the parameters or the function itself in the database so function overloading can be resolved';

async function call(fn: string, args?: Record<string, unknown>): Promise<{ data: unknown; error: unknown; status: number }> {
  const { data, error, status } = (await stack.client().rpc(fn, args)) as { data: unknown; error: unknown; status: number };
  return { data, error, status };
}

describe('overloads told apart by argument names', () => {
  it('no arguments pick the overload without parameters (204 for void)', async () => {
    expect(await call('either_way')).toEqual({ data: null, error: null, status: 204 });
    expect(await call('by_name')).toEqual({ data: null, error: null, status: 204 });
  });

  it('the same name with two types is 300 PGRST203, whatever the value', async () => {
    for (const a of ['test', 1]) {
      expect(await call('either_way', { a })).toEqual({
        data: null,
        status: 300,
        error: {
          code: 'PGRST203',
          details: null,
          hint: AMBIGUOUS_HINT,
          message: 'Could not choose the best candidate function between: public.either_way(a => integer), public.either_way(a => text)',
        },
      });
    }
  });

  it('different names pick their overload, a default filling what is not sent', async () => {
    expect(await call('by_name', { a: 'test' })).toEqual({ data: 1, error: null, status: 200 });
    expect(await call('by_name', { b: 1 })).toEqual({ data: 'b', error: null, status: 200 });
    expect(await call('by_name', { cid: 7 })).toEqual({ data: '7:', error: null, status: 200 });
    expect(await call('by_name', { cid: 7, search: 'x' })).toEqual({ data: '7:x', error: null, status: 200 });
  });
});

describe('a single unnamed parameter', () => {
  it('of json or jsonb takes the whole body', async () => {
    expect(await call('unnamed_json', { test: 'value' })).toEqual({ data: 'value', error: null, status: 200 });
    expect(await call('unnamed_jsonb', { test: 'value' })).toEqual({ data: 'value', error: null, status: 200 });
  });

  it('of text wins over bool and int overloads, which are never callable so', async () => {
    expect(await call('unnamed_return', { '': 'test' })).toEqual({ data: 'text', error: null, status: 200 });
    expect(await call('unnamed_return', { '': true })).toEqual({ data: 'text', error: null, status: 200 });
  });

  it('of int is not found: 404 PGRST202 naming the empty key', async () => {
    expect(await call('unnamed_integer', { '': 1 })).toEqual({
      data: null,
      status: 404,
      error: {
        code: 'PGRST202',
        details:
          'Searched for the function public.unnamed_integer with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.unnamed_integers',
        message: 'Could not find the function public.unnamed_integer() in the schema cache',
      },
    });
  });

  it('of a row type is neither called nor suggested: PGRST202 without a hint', async () => {
    expect(await call('row_summary')).toEqual({
      data: null,
      status: 404,
      error: {
        code: 'PGRST202',
        details: 'Searched for the function public.row_summary without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: null,
        message: 'Could not find the function public.row_summary without parameters in the schema cache',
      },
    });
  });

  it('beside an overload without parameters: no body calls that one, a body the unnamed text one', async () => {
    expect(await call('none_or_unnamed')).toEqual({ data: 1, error: null, status: 200 });
    expect(await call('none_or_unnamed', { '': '' })).toEqual({ data: 'text', error: null, status: 200 });
  });

  it('with a default beside one without parameters: no body is 300 between those two, a body the text one', async () => {
    const ambiguous = {
      data: null,
      status: 300,
      error: {
        code: 'PGRST203',
        details: null,
        hint: AMBIGUOUS_HINT,
        message: 'Could not choose the best candidate function between: public.unnamed_default(), public.unnamed_default( => text)',
      },
    };
    expect(await call('unnamed_default')).toEqual(ambiguous);
    expect(await call('unnamed_default', {})).toEqual(ambiguous);
    expect(await call('unnamed_default', { '': 'custom' })).toEqual({ data: 'text', error: null, status: 200 });
  });
});
