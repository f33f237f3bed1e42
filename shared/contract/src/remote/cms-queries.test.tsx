// @vitest-environment jsdom
// useCms: regions reading one content key share its read, and a failed read is logged once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { createTestRemote } from '../testing';
import { useCms } from './cms-queries';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SiteName = ({ region }: Readonly<{ region: string }>) => {
  const common = useCms('getCommon');
  return <p data-testid={region}>{common ? 'common' : 'no common'}</p>;
};

describe('useCms', () => {
  it('logs a failed read once, however many regions read its key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // No content scripted: every read answers 404.
    const host = createTestRemote({
      remoteName: 'mf-test',
      namespace: 'test',
      resources: { uz: {}, ru: {} },
    });
    host.render(
      <>
        <SiteName region="header" />
        <SiteName region="footer" />
      </>,
    );
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(host.cmsRequests).toEqual(['common']);
    expect(screen.getByTestId('header').textContent).toBe('no common');
    expect(screen.getByTestId('footer').textContent).toBe('no common');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[cms] getCommon unavailable', expect.anything());
  });
});
