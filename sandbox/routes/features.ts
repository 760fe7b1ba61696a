// GET /kong/v2/featureflipping?feature_names=a&feature_names=b&version=1.2.3 (SPEC 7, flags of SPEC 9).
import type { FastifyInstance } from 'fastify';
import type { FeatureFlags } from '../contract/types';
import { withFault } from '../faults';
import type { Profile } from '../profile';
import type { SandboxDeps } from '../tokens';
import { authOf } from '../wire';

/** One entry per requested name, in request order; unknown names are off. No names: every known flag. */
export function flagsFor(profile: Profile, requested: readonly string[]): FeatureFlags {
  const names = requested.length > 0 ? [...new Set(requested)] : Object.keys(profile.feature_flags);
  return names.map((featureName) => ({ featureName, isEnabled: profile.feature_flags[featureName] ?? false }));
}

const asList = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);

export async function featureRoutes(app: FastifyInstance, _deps: SandboxDeps): Promise<void> {
  app.get<{ Querystring: { feature_names?: string | string[]; version?: string } }>('/kong/v2/featureflipping', async (request, reply) => {
    const { profile } = authOf(request).player;
    if (await withFault(reply, profile, 'featureflipping')) return reply;
    return reply.send(flagsFor(profile, asList(request.query.feature_names)));
  });
}
