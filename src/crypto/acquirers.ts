// The card acquirers of the deposit context (SPEC 3 "Deposit context", SPEC 7): acquirer A's merchant id
// and static key per legislation (form POST /keypayment/rest/v2/store), acquirer B's hosted-fields API
// key id (POST /hosted-fields/service/tokenize), and the CSE acquirer whose public key comes with the
// options call. Codes name the body's cse_<code> fields. The merchants and keys come from the build's
// configuration (docs/deployment.md "Configuration").
import { DEPLOY_CONFIG } from '../domain/build-config';

export const ACQUIRER_A = 'keypayment';
export const ACQUIRER_B = 'dalenys';
export const ACQUIRER_CSE = 'worldline';

/** Base paths (same origin by default; prefixed by BASE_URLS['/ext/'] when set). */
export const ACQUIRER_A_STORE_PATH = '/ext/acq-a/keypayment/rest/v2/store';
export const ACQUIRER_B_TOKENIZE_PATH = '/ext/acq-b/hosted-fields/service/tokenize';
export const BIN_LOOKUP_PATH = (bin: string) => `/ext/cpp/v2/bin/${encodeURIComponent(bin)}`;

/** Acquirer A's merchant per market and acquirer B's key: the build's configuration (src/domain/deploy-config.ts). */
export const ACQUIRER_A_MERCHANTS: Readonly<Record<string, { merchantId: string; staticKey: string }>> = DEPLOY_CONFIG.acquirers.a;
export const ACQUIRER_B_API_KEY_ID = DEPLOY_CONFIG.acquirers.b.apiKeyId;

export const acquirerAMerchant = (legislation: string) => ACQUIRER_A_MERCHANTS[legislation] ?? ACQUIRER_A_MERCHANTS.COM!;
