// Model-based run of the card machine in the browser: paths of the card flow's own graph,
// reached through the amount page and replayed in Chromium against the sandbox (test/e2e/model-run/card.ts).
// Its part of reports/model-run.json: `machines.card`.
import { cardPlan, runCardPath } from './model-run/card';
import { describeFlowRun } from './model-run/flow-spec';

describeFlowRun(cardPlan(), runCardPath);
