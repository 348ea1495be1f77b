import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_HOURS, getCategoryReminderHours, saveCategoryReminderHours } from '@/features/mailings/api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory } from '../seed/people';
import { seedUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/** Who sets when a category's reminders go out, through the api the coach's settings dialog calls. */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('app');
});
afterAll(async () => {
  await stack.stop();
});

const stored = async (categoryId: string) =>
  (
    await stack.db.query(
      `select match_reminder_hours::text as match, training_reminder_hours::text as training from public.category_reminder_settings where category_id = $1`,
      [categoryId],
    )
  ).rows;

describe("a category's reminder hours", () => {
  it('its coach reads the defaults, then sets and changes them; an admin changes them too', async () => {
    const category = await createCategory(stack);
    const coach = await signedIn(stack, await seedUser(stack, { role: 'coach', categories: [category] }));
    expect(await getCategoryReminderHours(coach, category)).toEqual(DEFAULT_REMINDER_HOURS);
    await saveCategoryReminderHours(coach, category, { matchHours: 72, trainingHours: 12 });
    expect(await getCategoryReminderHours(coach, category)).toEqual({ matchHours: 72, trainingHours: 12 });
    await saveCategoryReminderHours(coach, category, { matchHours: 24, trainingHours: 6 });
    expect(await stored(category)).toEqual([{ match: '24', training: '6' }]);

    const admin = await signedIn(stack, await seedUser(stack, { role: 'admin' }));
    await saveCategoryReminderHours(admin, category, { matchHours: 96, trainingHours: 48 });
    expect(await stored(category)).toEqual([{ match: '96', training: '48' }]);
  });

  it("nobody else: another category's coach, a member, an anonymous visitor", async () => {
    const category = await createCategory(stack);
    await stack.db.query(`insert into public.category_reminder_settings (category_id, match_reminder_hours) values ($1, 36)`, [category]);
    const otherCoach = await signedIn(stack, await seedUser(stack, { role: 'coach', categories: [await createCategory(stack)] }));
    const member = await signedIn(stack, await seedUser(stack));
    for (const client of [otherCoach, member, stack.client() as TypedSupabaseClient]) {
      await expect(saveCategoryReminderHours(client, category, { matchHours: 1, trainingHours: 1 })).rejects.toMatchObject({
        code: '42501',
      });
    }
    expect(await stored(category)).toEqual([{ match: '36', training: '24' }]);
  });
});
