// Model-based run of the direct methods' machine in the browser: its own graph, reached through the amount
// page (or a form of its own) and replayed in Chromium against the sandbox
// (test/e2e/model-run/direct-deposit.ts). Its part of reports/model-run.json: `machines["direct-deposit"]`.
import { describeFlowRun } from './model-run/flow-spec';
import { directDepositPlan, runDirectDepositPath } from './model-run/direct-deposit';

describeFlowRun(directDepositPlan(), runDirectDepositPath);
