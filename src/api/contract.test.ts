// The app's zod wire schemas against the operator API contract written from the spec
// (sandbox/contract, JSON Schema): every contract example must parse with the schema the app reads it
// with, and conform to its own JSON Schema. A misreading on either side shows here.
import { describe, expect, it } from 'vitest';
import { contract, exampleOf, REQUEST_SCHEMAS, RESPONSE_SCHEMAS, type SchemaName } from '../../sandbox/contract';
import {
  bankTransferRequest,
  browserInfoFrom,
  buildDepositRequest,
  multibancoRequest,
  paysafecardRequest,
  przelewy24Request,
  skrillRequest,
  type MethodRequestPart,
} from '../domain/deposit-request';
import { newMobileMoneyDetail, tokenMobileMoneyDetail } from '../methods/mobile-money/rules';
import { cardDepositResponse } from '../methods/card/api';
import { messagesResponse, missionsResponse } from './banner-schemas';
import { depositRequest, depositResponse, depositStatus } from './deposit-schemas';
import { depositOptions, paymentMethodsResponse, tokensResponse } from './means-schemas';
import { apiError, authTokens, eligibility, featureFlags, lastSuccessfulDeposit } from './schemas';

const ZOD_OF_RESPONSE = {
  options: depositOptions,
  'payment-methods': paymentMethodsResponse,
  tokens: tokensResponse,
  eligibility,
  'last-successful': lastSuccessfulDeposit,
  'deposit-response': depositResponse,
  'deposit-status': depositStatus,
  'auth-tokens': authTokens,
  'feature-flags': featureFlags,
  messages: messagesResponse,
  missions: missionsResponse,
  error: apiError,
} as const satisfies Record<(typeof RESPONSE_SCHEMAS)[number], unknown>;

const issuesOf = (r: { success: boolean; error?: { issues: unknown[] } }) => (r.success ? [] : r.error?.issues);

describe('contract examples', () => {
  it.each([...REQUEST_SCHEMAS, ...RESPONSE_SCHEMAS] as SchemaName[])('%s: the example conforms to its JSON Schema', (name) => {
    const r = contract(name).safeParse(exampleOf(name));
    expect(r.success ? [] : r.violations).toEqual([]);
  });

  it.each(RESPONSE_SCHEMAS)('%s: the app parses the example', (name) => {
    const r = ZOD_OF_RESPONSE[name].safeParse(exampleOf(name));
    expect(issuesOf(r)).toEqual([]);
  });

  it.each(REQUEST_SCHEMAS)('%s: the example is a deposit request body of the app', (name) => {
    expect(issuesOf(depositRequest.safeParse(exampleOf(name)))).toEqual([]);
  });
});

describe("the app's deposit bodies conform to the contract", () => {
  const ret = 'https://pay.example.com/callback?method=X&amount=25';
  const body = (method: string, part: MethodRequestPart) =>
    buildDepositRequest({
      amount: 25,
      method,
      correlationId: 'c-1',
      browserInfo: browserInfoFrom({ userAgent: 'UA' }, false),
      storeToken: part.storeToken,
      detail: part.detail,
    });
  const cases: [SchemaName, unknown][] = [
    ['deposit-paysafecard.request', body('PAYSAFECARD', paysafecardRequest(ret))],
    ['deposit-przelewy24.request', body('PRZELEWY24', przelewy24Request(ret))],
    ['deposit-banktransfer.request', body('BANKTRANSFER', bankTransferRequest(ret))],
    ['deposit-multibanco.request', body('MULTIBANCO', multibancoRequest())],
    ['deposit-skrill.request', body('SKRILL', skrillRequest({ login: 'a@b.c', password: 'p', returnUrl: ret, storeToken: true }))],
    [
      'deposit-mobilemoney.request',
      body('MOBILEMONEY', {
        storeToken: true,
        detail: { ...newMobileMoneyDetail({ prefix: '225', phoneNumber: '0700000001', operator: 'ORANGE_MONEY', code: '1234', returnUrl: ret }) },
      }),
    ],
    [
      'deposit-mobilemoney-token.request',
      body('MOBILEMONEY', { storeToken: false, detail: { ...tokenMobileMoneyDetail({ tokenId: 'tok_1', code: null, returnUrl: ret }) } }),
    ],
  ];
  it.each(cases)('%s', (name, value) => {
    const r = contract(name).safeParse(value);
    expect(r.success ? [] : r.violations).toEqual([]);
  });
});

it('the card answer of the app reads the deposit-response example', () => {
  expect(issuesOf(cardDepositResponse.safeParse(exampleOf('deposit-response')))).toEqual([]);
});
