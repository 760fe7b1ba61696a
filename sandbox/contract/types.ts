// TypeScript shapes of the contract's responses (the JSON Schemas of this folder), for building the
// sandbox's answers; sandbox tests check the answers against the schemas themselves.

export type TokenType = 'CARD' | 'BANK_ACCOUNT' | 'EWALLET' | 'MBWAY' | 'MOBILE_MONEY' | 'BLIK' | 'PAYPAL';
export interface Feature {
  name: string;
  enabled: boolean;
  minimum_amount?: number;
}
export interface CseKey {
  provider_code: string;
  public_key: string;
}
export interface PaymentToken {
  id: string;
  type: TokenType;
  user_id: string;
  initial_transaction_uid?: string;
  created_date: string;
  status: string;
  display_order: number;
  provider_token_references: Array<{ provider_code: string; provider_account_code?: string; provider_token_id: string; is_active: boolean }>;
  bin?: string;
  expiry_month?: number;
  expiry_year?: number;
  holder_name?: string;
  card_type?: string;
  scheme?: string;
  last_digits?: string;
  scheme_selection_type?: string;
  iban?: string;
  country_code?: string;
  is_instant_eligible?: boolean;
  login?: string;
  phone_number?: string;
  prefix?: string;
  operator?: string;
  deposit_operator_status?: string;
  email?: string;
}
export interface ServerPaymentMean {
  payment_mean_id: string;
  display_order: number;
  status: 'enabled' | 'disabled';
  min_amount: number;
  max_amount: number;
  features: Feature[];
  operator?: string;
  token?: PaymentToken;
  payment_method: string;
}
export interface DepositOptions {
  payment_means: ServerPaymentMean[];
  cse: CseKey[];
  suggested_amounts: number[];
  payment_mean_resume_position?: number;
}
export interface PaymentMethodWire {
  id: string;
  name: string;
  enabled: boolean;
  display_order: number;
  features: Feature[];
  operators?: Array<{ name: string; display_order: number; enabled?: boolean }>;
  format?: string;
  unavailable?: boolean;
}
export interface UserLimit {
  type: 'daily' | 'weekly' | 'monthly';
  value: number;
  remaining: number;
}
export interface Eligibility {
  eligible: boolean;
  reason: string | null;
  current_date: string;
  balance: number;
  max_deposit_amount: number | null;
  technical_max_deposit_amount: number | null;
  min_deposit_amount: number | null;
  user_limits: UserLimit[];
}
export interface LastSuccessfulDeposit {
  payment_method: string;
  created_date: string;
  amount: number;
}
export interface DepositResponse {
  status: string;
  transaction_uid?: string;
  status_detail?: string | number | null;
  transaction_context?: Record<string, unknown>;
  deposit_id?: string;
  update_protocol?: string;
  refused_reason?: string;
}
export interface DepositStatus {
  status: string;
  reason?: string | null;
}
export interface AuthTokens {
  access_token: string;
  refresh_token: string;
}
export type FeatureFlags = Array<{ featureName: string; isEnabled: boolean }>;
export interface BannerMessage {
  template: string;
  priority: number;
  screens: string[];
  expiration_delay: number;
  user_mission_identifier?: string;
  action_text?: string;
  reward_text?: string;
}
export interface Mission {
  identifier: string;
  status: string;
  optin_type?: string;
  type?: string;
  opted_in?: boolean;
  display: { type?: string; banner_deposit?: { title: string; subtitle?: string; background_image?: string; should_display: boolean } };
}
