// Injected faults: a profile can make any endpoint of FAULT_ENDPOINTS fail in one of FAULT_KINDS.
import type { FastifyReply } from 'fastify';
import { ERROR_CODES, sendError } from './errors';
import type { FaultEndpoint, FaultKind, Profile } from './profile';

/** Valid JSON that misses required fields of each endpoint's schema. */
const INCOMPLETE_BODIES: Record<FaultEndpoint, unknown> = {
  'single-use': { access_token: 'not-a-pair' },
  refresh: { refresh_token: 'not-a-pair' },
  eligibility: { eligible: true },
  'last-successful': { amount: 17 },
  featureflipping: [{ featureName: 'payment-f-gordon-async-deposit-enabled' }],
};

/** Text that is not JSON at all: a body cut off mid-way. */
const MALFORMED_BODY = '{"error":"sandbox fault: truncated body", "value": [1, 2';

export function faultOf(profile: Profile, endpoint: FaultEndpoint): FaultKind | undefined {
  return profile.faults[endpoint];
}

export function sendFault(reply: FastifyReply, endpoint: FaultEndpoint, kind: FaultKind): FastifyReply {
  const reason = `sandbox fault '${kind}' injected on ${endpoint}`;
  switch (kind) {
    case 'http500':
      return sendError(reply, 500, ERROR_CODES.internal, reason);
    case 'http401':
      return sendError(reply, 401, ERROR_CODES.unauthorized, reason);
    case 'malformed':
      return reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY);
    case 'incomplete':
      return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify(INCOMPLETE_BODIES[endpoint]));
  }
}

/** Answers with the profile's fault for this endpoint, if any; true when it did. */
export function replyWithFault(reply: FastifyReply, profile: Profile, endpoint: FaultEndpoint): boolean {
  const kind = faultOf(profile, endpoint);
  if (!kind) return false;
  sendFault(reply, endpoint, kind);
  return true;
}
