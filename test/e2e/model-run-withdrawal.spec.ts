// Model-based run of the withdrawal machine in the browser: few long paths of the pending withdrawals
// fragment's own graph, opened on /pending and replayed in Chromium against the sandbox
// (test/e2e/model-run/withdrawal.ts). Its part of reports/model-run.json: `machines.withdrawal`.
import { describeFlowRun } from './model-run/flow-spec';
import { runWithdrawalPath, withdrawalPlan } from './model-run/withdrawal';

describeFlowRun(withdrawalPlan(), runWithdrawalPath);
