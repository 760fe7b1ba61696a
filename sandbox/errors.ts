// Every error the sandbox answers has the body `{error_code, message}` (contract/error.schema.json), plus
// `field`, the JSON Pointer of the failing field, when a request body breaks the contract.
import type { FastifyReply } from 'fastify';

export const ERROR_CODES = {
  unauthorized: 'unauthorized',
  sessionInvalid: 'payment.session.invalid',
  badRequest: 'payment.bad.request',
  internal: 'payment.internal.error',
  notFound: 'not.found',
} as const;

export interface ErrorBody {
  error_code: string;
  message: string;
  field?: string;
}

export function sendError(reply: FastifyReply, status: number, errorCode: string, message: string, field?: string): FastifyReply {
  const body: ErrorBody = field === undefined ? { error_code: errorCode, message } : { error_code: errorCode, message, field };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
