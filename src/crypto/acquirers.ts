// The card acquirers of the deposit context (SPEC 3 "Deposit context", SPEC 7): acquirer A's merchant id
// and static key per legislation (form POST /keypayment/rest/v2/store), acquirer B's hosted-fields API
// key id (POST /hosted-fields/service/tokenize), and the CSE acquirer whose public key comes with the
// options call. Codes name the body's cse_<code> fields. The values are the sandbox's; production
// differs only by them and the base URLs.

export const ACQUIRER_A = 'keypayment';
export const ACQUIRER_B = 'dalenys';
export const ACQUIRER_CSE = 'worldline';

/** Base paths (same origin by default; prefixed by BASE_URLS['/ext/'] when set). */
export const ACQUIRER_A_STORE_PATH = '/ext/acq-a/keypayment/rest/v2/store';
export const ACQUIRER_B_TOKENIZE_PATH = '/ext/acq-b/hosted-fields/service/tokenize';
export const BIN_LOOKUP_PATH = (bin: string) => `/ext/cpp/v2/bin/${encodeURIComponent(bin)}`;

export const ACQUIRER_A_MERCHANTS: Readonly<Record<string, { merchantId: string; staticKey: string }>> = {
  FR: { merchantId: 'KP-FR-0001', staticKey: 'sk_fr_5a1d' },
  PT: { merchantId: 'KP-PT-0001', staticKey: 'sk_pt_77b2' },
  PL: { merchantId: 'KP-PL-0001', staticKey: 'sk_pl_0c3e' },
  COM: { merchantId: 'KP-COM-0001', staticKey: 'sk_com_91f4' },
};
export const ACQUIRER_B_API_KEY_ID = 'hf-sandbox-key-01';

export const acquirerAMerchant = (legislation: string) => ACQUIRER_A_MERCHANTS[legislation] ?? ACQUIRER_A_MERCHANTS.COM!;
