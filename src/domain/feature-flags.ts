// The feature flags the app reads (SPEC 9), asked for by name at start; an unknown or failed flag is off.
export const FEATURE_FLAGS = [
  'payment-f-paypal-consent-enabled',
  'payment-f-new-withdrawal-flow-enabled',
  'payment-f-new-brand-choice-enabled',
  'payment-bf-promote-bank-transfer-wave1-enabled',
  'payment-bf-promote-bank-transfer-wave2-enabled',
  'payment-bf-promote-bank-transfer-wave3-enabled',
  'payment-f-gordon-async-deposit-enabled',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];
export type FeatureFlagValues = Partial<Record<FeatureFlagName, boolean>>;
