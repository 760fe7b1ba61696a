// Every error the sandbox answers has the body `{error_code, message}` (src/api/schemas.ts apiError).
import type { FastifyReply } from 'fastify';
import type { ApiError } from '../src/api/schemas';

export const ERROR_CODES = {
  unauthorized: 'unauthorized',
  sessionInvalid: 'payment.session.invalid',
  badRequest: 'payment.bad.request',
  internal: 'payment.internal.error',
  notFound: 'not.found',
} as const;

export function sendError(reply: FastifyReply, status: number, errorCode: string, message: string): FastifyReply {
  const body: Required<ApiError> = { error_code: errorCode, message };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
