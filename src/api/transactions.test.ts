// SPEC 7: HEAD /kong/v4/me/transactions/{id} with the query status, status_detail when the flow knows them.
import { describe, expect, it } from 'vitest';
import type { ApiClient, RequestOptions } from './client';
import { checkTransaction } from './transactions';

function recordingApi(headers: Record<string, string>) {
  const seen: Array<{ path: string; options: RequestOptions | undefined }> = [];
  const api = { head: async (path: string, options?: RequestOptions) => (seen.push({ path, options }), new Headers(headers)) } as unknown as ApiClient;
  return { api, seen };
}

describe('checkTransaction', () => {
  it('sends status and status_detail as the query, and reads the two headers', async () => {
    const { api, seen } = recordingApi({ 'X-Transaction-IsReady': 'true', 'X-Poll-Interval': '1500' });
    expect(await checkTransaction(api, 'tx/1', { status: 'pending', status_detail: '3' })).toEqual({ ready: true, intervalMs: 1500 });
    expect(seen[0]!.path).toBe('/kong/v4/me/transactions/tx%2F1');
    expect(new URLSearchParams(seen[0]!.options!.searchParams as Record<string, string>).toString()).toBe('status=pending&status_detail=3');
  });
  it('without a query known, none is sent', async () => {
    const { api, seen } = recordingApi({ 'X-Transaction-IsReady': 'false' });
    expect(await checkTransaction(api, 'tx', null)).toEqual({ ready: false, intervalMs: null });
    expect(seen[0]!.options!.searchParams).toBeUndefined();
  });
  it('an answer without X-Transaction-IsReady (SPEC 7) is malformed, not "not ready"', async () => {
    for (const headers of [{}, { 'X-Transaction-IsReady': '' }, { 'X-Transaction-IsReady': 'maybe' }] as Record<string, string>[]) {
      await expect(checkTransaction(recordingApi(headers).api, 'tx', null)).rejects.toMatchObject({ kind: 'MALFORMED' });
    }
  });
});
