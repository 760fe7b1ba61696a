// GET /kong/v2/featureflipping: the flags named in the query, for this app version (before its first dash).
import type { FeatureFlagValues } from '../domain/feature-flags';
import type { ApiClient } from './client';
import { featureFlags } from './schemas';

export const appVersionForFlags = (version: string): string => version.split('-')[0] ?? version;

export async function fetchFeatureFlags(api: ApiClient, names: readonly string[], appVersion: string, signal?: AbortSignal): Promise<FeatureFlagValues> {
  const searchParams = new URLSearchParams();
  for (const name of names) searchParams.append('feature_names', name);
  searchParams.set('version', appVersionForFlags(appVersion));
  const flags = await api.get('/kong/v2/featureflipping', featureFlags, { searchParams, signal });
  return Object.fromEntries(flags.filter((f) => names.includes(f.featureName)).map((f) => [f.featureName, f.isEnabled]));
}
