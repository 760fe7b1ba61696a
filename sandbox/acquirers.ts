// The card acquirers and the card-processing provider of the sandbox (SPEC 7): acquirer A's store
// (form POST, answers PKey and the 3DS infos), acquirer B's hosted-fields tokenize (answers HFTOKEN), the
// CSE keys' private halves, and the BIN lookup. They check the card data they receive and remember it
// under the token they hand out, so the card deposit can tell which card a payload stands for.
import { constants, privateDecrypt, randomBytes } from 'node:crypto';
import { ACQUIRER_A_MERCHANTS, ACQUIRER_B_API_KEY_ID, luhn } from './spec';
import { csePrivateKey } from './means';

export interface CardSecret {
  number: string;
  month: number;
  year: number;
  cvv: string;
}

/** What the acquirers received, by the token they answered (in memory, like the rest of the sandbox). */
const byToken = new Map<string, CardSecret>();
const newToken = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export type Checked = { ok: true; card: CardSecret } | { ok: false; message: string };

/** A card as an acquirer checks it: Luhn, expiry month 01–12 of a 4-digit year, not past, CVV 3–4 digits. */
export function checkCard(c: { number: string; month: string; year: string; cvv: string }, now = new Date()): Checked {
  if (!/^\d{12,19}$/.test(c.number) || !luhn(c.number)) return { ok: false, message: 'card number: not a valid card number' };
  if (!/^\d{2}$/.test(c.month) || Number(c.month) < 1 || Number(c.month) > 12) return { ok: false, message: 'expiry month: 01 to 12' };
  if (!/^\d{4}$/.test(c.year)) return { ok: false, message: 'expiry year: four digits' };
  const month = Number(c.month);
  const year = Number(c.year);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return { ok: false, message: 'card expired' };
  if (!/^\d{3,4}$/.test(c.cvv)) return { ok: false, message: 'cvv: 3 or 4 digits' };
  return { ok: true, card: { number: c.number, month, year, cvv: c.cvv } };
}

export function acquirerAStore(form: Record<string, string>, methodUrl: string): { status: number; body: unknown } {
  const merchant = Object.values(ACQUIRER_A_MERCHANTS).find((m) => m.merchantId === form.M);
  if (!merchant || merchant.staticKey !== form.Statickey) return { status: 403, body: { error: 'unknown merchant or static key' } };
  if (!form.g1) return { status: 400, body: { error: 'g1: a request token is required' } };
  const checked = checkCard({ number: form.b1 ?? '', month: form.b3 ?? '', year: form.b4 ?? '', cvv: form.b5 ?? '' });
  if (!checked.ok) return { status: 400, body: { error: checked.message } };
  const PKey = newToken('pk');
  byToken.set(PKey, checked.card);
  const body: Record<string, string> = { PKey };
  if (form['3ds_getinfos'] === '1') Object.assign(body, { '3d_version': '2.2.0', '3ds_method': methodUrl, '3ds_trxid': newToken('3ds') });
  return { status: 200, body };
}

export function acquirerBTokenize(form: Record<string, string>): { status: number; body: unknown } {
  if (form.APIKEYID !== ACQUIRER_B_API_KEY_ID) return { status: 403, body: { error: 'unknown APIKEYID' } };
  const m = /^(\d{2})\/(\d{2})$/.exec(form.CARDVALIDITYDATE ?? '');
  if (!m) return { status: 400, body: { error: 'CARDVALIDITYDATE: MM/YY' } };
  const checked = checkCard({ number: form.CARDCODE ?? '', month: m[1]!, year: `20${m[2]}`, cvv: form.CARDCVV ?? '' });
  if (!checked.ok) return { status: 400, body: { error: checked.message } };
  const HFTOKEN = newToken('hf');
  byToken.set(HFTOKEN, checked.card);
  return { status: 200, body: { HFTOKEN } };
}

/** RSA-OAEP SHA-256 with a CSE key's private half; null when it does not open. */
export function decryptCse(providerCode: string, b64: string): Record<string, unknown> | null {
  const key = csePrivateKey(providerCode);
  if (!key) return null;
  try {
    const clear = privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(b64, 'base64'));
    const value = JSON.parse(clear.toString('utf8')) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The card a new-card deposit's payloads stand for: the first payload that resolves, checked. */
export function cardOfPayloads(detail: Record<string, unknown>): Checked {
  const a = detail.cse_keypayment;
  const b = detail.cse_dalenys;
  const w = detail.cse_worldline;
  if (typeof a === 'string' && byToken.has(a)) return { ok: true, card: byToken.get(a)! };
  if (typeof b === 'string' && byToken.has(b)) return { ok: true, card: byToken.get(b)! };
  if (typeof w === 'string') {
    const v = decryptCse('worldline', w);
    if (!v) return { ok: false, message: 'cse_worldline: does not decrypt with the worldline key' };
    return checkCard({ number: String(v.card_number ?? ''), month: String(v.expiry_month ?? ''), year: String(v.expiry_year ?? ''), cvv: String(v.cvv ?? '') });
  }
  return { ok: false, message: 'detail: at least one of cse_keypayment, cse_dalenys, cse_worldline is required' };
}

/** A saved card's CVV: every cse_<provider> must decrypt to a 3–4 digit CVV. */
export function cvvOfPayloads(detail: Record<string, unknown>): { ok: true } | { ok: false; message: string } {
  const fields = Object.entries(detail).filter(([k, v]) => k.startsWith('cse_') && typeof v === 'string') as Array<[string, string]>;
  if (!fields.length) return { ok: false, message: 'detail: the CVV encrypted for at least one acquirer is required' };
  for (const [k, v] of fields) {
    const clear = decryptCse(k.slice(4), v);
    if (!clear || !/^\d{3,4}$/.test(String(clear.cvv ?? ''))) return { ok: false, message: `${k}: not a CVV encrypted with that acquirer's key` };
  }
  return { ok: true };
}
