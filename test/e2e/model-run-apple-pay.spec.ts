// Model-based run of the Apple Pay machine in the browser: its own graph, reached through the amount page
// and replayed in Chromium against the sandbox with its ApplePaySession stand-in
// (test/e2e/model-run/apple-pay.ts). Its part of reports/model-run.json: `machines["apple-pay"]`.
import { describeFlowRun } from './model-run/flow-spec';
import { applePayPlan, runApplePayPath } from './model-run/apple-pay';

describeFlowRun(applePayPlan(), runApplePayPath);
