import { inject } from 'vitest';
import type { LocalStackOptions } from '../../src/index';
import { startTemplateStack, type TestStack } from '../../testing/template-stack';

export type { TestStack };

/**
 * A fresh stack on a copy of the conformance schema, in memory, on a free port. The fixture is
 * no club: its Auth sends GoTrue's default mails.
 */
export function startTestStack(options: Pick<LocalStackOptions, 'authRateLimits' | 'authSettings' | 'siteUrl' | 'port' | 'host' | 'configFile'> = {}): Promise<TestStack> {
  const template = inject('templates').conformance;
  if (!template) throw new Error('No conformance template in this run');
  return startTemplateStack(inject('engine'), template, { configFile: null, ...options });
}
