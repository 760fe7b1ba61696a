// POST /sandbox/bridge/validate: the simulated webview's contract check of a bridge message it received
// (sandbox/bridge-contract.ts). Always 200: the verdict is the answer, { valid, errors }.
import type { FastifyInstance } from 'fastify';
import { checkBridgeMessage } from '../bridge-contract';

export async function bridgeRoutes(app: FastifyInstance): Promise<void> {
  app.post('/sandbox/bridge/validate', async (request) => checkBridgeMessage(request.body));
}
