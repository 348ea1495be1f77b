import { inject } from 'vitest';
import type { LocalStackOptions } from '@club-app/supabase-local';
import { startTemplateStack, type TestStack } from '@club-app/supabase-local/testing';
import type { ProfileName } from './profiles';

export type { TestStack };

/**
 * A fresh stack on a copy of the profile's migrated database, on a free port, in memory. Each
 * test file starts its own, so files never share rows. Its Auth sends the project's mails
 * (supabase/config.toml); its rate limits are off unless a test asks for them.
 */
export function startTestStack(profile: ProfileName, options: Pick<LocalStackOptions, 'authRateLimits' | 'siteUrl' | 'port' | 'host'> = {}): Promise<TestStack> {
  const template = inject('templates')[profile];
  if (!template) throw new Error(`No template for profile ${profile}`);
  return startTemplateStack(inject('engine'), template, options);
}
