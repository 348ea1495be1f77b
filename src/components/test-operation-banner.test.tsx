// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestOperationBanner } from './test-operation-banner';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe("the 'page is in test operation' banner", () => {
  it("warns under the title 'Upozornění' while NEXT_PUBLIC_TEST_OPERATION is 'true'", () => {
    vi.stubEnv('NEXT_PUBLIC_TEST_OPERATION', 'true');
    render(<TestOperationBanner />);
    expect(screen.getByRole('note').textContent).toMatch(/^Upozornění: Stránka je ve zkušebním provozu/);
  });

  it('is absent otherwise', () => {
    vi.stubEnv('NEXT_PUBLIC_TEST_OPERATION', 'false');
    render(<TestOperationBanner />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
