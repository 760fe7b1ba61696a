// Model-based run of the PayPal machine in the browser: its own graph, reached through the amount page and
// replayed in Chromium against the sandbox with braintree-web and its PayPal stand-in
// (test/e2e/model-run/paypal.ts). Its part of reports/model-run.json: `machines.paypal`.
import { describeFlowRun } from './model-run/flow-spec';
import { paypalPlan, runPayPalPath } from './model-run/paypal';

describeFlowRun(paypalPlan(), runPayPalPath);
