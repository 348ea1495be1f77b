import type { StackRequest } from '../http/types';
import { storageErrors } from './errors';

export function readJsonBody(request: StackRequest): Record<string, unknown> {
  if (request.body.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(request.body.toString('utf8'));
  } catch {
    throw storageErrors.invalidParameter('body', 'Body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw storageErrors.invalidParameter('body', 'body must be object');
  }
  return value as Record<string, unknown>;
}

export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

export function requiredString(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value === '') throw storageErrors.missingParameter(key);
  return value;
}
