import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchWithRetry, RETRY_DELAY_MS } from './federation-plugin';

const answer = (status: number) => new Response('{}', { status });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('fetchWithRetry (the manifest)', () => {
  it('tries once more after a 5xx, after a pause', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValue(answer(200));
    const result = fetchWithRetry('/remotes/mf-x/1.0.0/mf-manifest.json', {}, fetcher);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).status).toBe(200);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('tries once more after a network failure, and gives the second answer whatever it is', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(answer(500));
    const result = fetchWithRetry('/m.json', {}, fetcher);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect((await result).status).toBe(500);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('does not retry an answer below 500', async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(answer(404));
    expect((await fetchWithRetry('/m.json', {}, fetcher)).status).toBe(404);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
