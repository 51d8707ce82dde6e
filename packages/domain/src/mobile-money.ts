/**
 * Mobile money (issue 25, decision 065): the operators the shop can take payments from, the local
 * amount a deposit charges, the provider's amount strings, masked numbers and the reasons a
 * payment fails. Pure rules shared by the server (pawaPay provider, checkout) and the web
 * (checkout form, waiting screen).
 *
 * Amounts: `minor` is integer minor units of the currency's ISO 4217 exponent (ZMW ngwee, LSL
 * lisente, MWK tambala); an operator may take fewer decimals (pawaPay's `decimalsInAmount`: MWK
 * none), so the charged amount is rounded up to what the operator accepts.
 */
import { CURRENCY_EXPONENTS, convertFromUsd, roundForDisplay, type DisplayCurrency, type RoundingRule } from './currency.ts';

/** A mobile money provider the shop can use. */
export type MobileMoneyProvider = 'pawapay' | 'paynow';

/** The reasons a mobile money payment did not go through, each with its own message (issue 25). */
export const FAILURE_REASONS = ['declined', 'no_funds', 'timeout', 'unavailable', 'limit', 'not_found', 'other'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** One operator (a pawaPay "provider" code) and where it works. */
export interface MobileMoneyOperator {
  /** The provider's operator code, e.g. 'MTN_MOMO_ZMB'. */
  code: string;
  /** The brand a shopper knows: 'MTN MoMo'. */
  name: string;
  /** ISO 3166-1 alpha-2 of the operator's country. */
  countryCode: 'ZM' | 'MW' | 'LS' | 'ZW';
  /** The operator's currency (ISO 4217): what the provider charges (Paynow's Zimbabwe integration: USD, decision 070). */
  currency: Extract<DisplayCurrency, 'ZMW' | 'MWK' | 'LSL' | 'USD'>;
  provider: MobileMoneyProvider;
}

/** The operators pawaPay serves in the shop's countries (issue 25: Zambia, Malawi, Lesotho). */
export const MOBILE_MONEY_OPERATORS: readonly MobileMoneyOperator[] = [
  { code: 'MTN_MOMO_ZMB', name: 'MTN MoMo', countryCode: 'ZM', currency: 'ZMW', provider: 'pawapay' },
  { code: 'AIRTEL_OAPI_ZMB', name: 'Airtel Money', countryCode: 'ZM', currency: 'ZMW', provider: 'pawapay' },
  { code: 'ZAMTEL_ZMB', name: 'Zamtel Kwacha', countryCode: 'ZM', currency: 'ZMW', provider: 'pawapay' },
  { code: 'AIRTEL_MWI', name: 'Airtel Money', countryCode: 'MW', currency: 'MWK', provider: 'pawapay' },
  { code: 'TNM_MWI', name: 'TNM Mpamba', countryCode: 'MW', currency: 'MWK', provider: 'pawapay' },
  { code: 'VODACOM_LSO', name: 'M-Pesa', countryCode: 'LS', currency: 'LSL', provider: 'pawapay' },
  // Paynow express checkout (Zimbabwe, decision 070): Paynow's `method` is 'ecocash' / 'onemoney'; charged in USD.
  { code: 'ECOCASH_ZWE', name: 'EcoCash', countryCode: 'ZW', currency: 'USD', provider: 'paynow' },
  { code: 'ONEMONEY_ZWE', name: 'OneMoney', countryCode: 'ZW', currency: 'USD', provider: 'paynow' },
];

/** The operator of a code, or null. */
export function operatorByCode(code: string): MobileMoneyOperator | null {
  return MOBILE_MONEY_OPERATORS.find((o) => o.code === code) ?? null;
}

/** pawaPay's country codes (ISO 3166-1 alpha-3) of the shop's mobile money countries. */
export const ALPHA3: Record<MobileMoneyOperator['countryCode'], string> = { ZM: 'ZMB', MW: 'MWI', LS: 'LSO', ZW: 'ZWE' };

/** Country calling codes of the mobile money countries. */
export const CALLING_CODES: Record<MobileMoneyOperator['countryCode'], string> = { ZM: '260', MW: '265', LS: '266', ZW: '263' };

/**
 * The Zimbabwean operator of an international number by its mobile prefix (decision 070; Paynow has
 * no prediction call): 26377… and 26378… EcoCash (Econet), 26371… OneMoney (NetOne); null otherwise
 * (e.g. Telecel 26373…). The shopper can change it.
 */
export function zimbabweOperatorOf(msisdn: string): 'ECOCASH_ZWE' | 'ONEMONEY_ZWE' | null {
  if (/^263(77|78)\d{7}$/.test(msisdn)) return 'ECOCASH_ZWE';
  if (/^26371\d{7}$/.test(msisdn)) return 'ONEMONEY_ZWE';
  return null;
}

/** The number as Zimbabweans write it and Paynow takes it in `phone`: '263771111111' → '0771111111'. */
export function zimbabweLocalNumber(msisdn: string): string {
  return msisdn.startsWith('263') ? `0${msisdn.slice(3)}` : msisdn;
}

/** The country of an international number's digits ('260…' → 'ZM'), or null when not a mobile money country. */
export function countryOfMsisdn(msisdn: string): MobileMoneyOperator['countryCode'] | null {
  for (const [country, code] of Object.entries(CALLING_CODES)) if (msisdn.startsWith(code)) return country as MobileMoneyOperator['countryCode'];
  return null;
}

/**
 * The amount a mobile money deposit charges for an order, in minor units of `currency`: the USD
 * total at the frozen rate, rounded by the shop's display rule (the amount the shopper saw,
 * decision 054), then up to the operator's decimals (`decimals` 0: whole units only).
 */
export function localChargeMinor(usdCents: number, rate: string, currency: DisplayCurrency, rounding: RoundingRule, decimals: number): number {
  const shown = roundForDisplay(convertFromUsd(usdCents, Number(rate), currency), currency, rounding);
  return roundUpToDecimals(shown, currency, decimals);
}

/** Rounds minor units up to `decimals` places of `currency` (never below the amount). */
export function roundUpToDecimals(minor: number, currency: DisplayCurrency, decimals: number): number {
  const exponent = CURRENCY_EXPONENTS[currency];
  if (decimals >= exponent) return minor;
  const step = 10 ** (exponent - decimals);
  return Math.ceil(minor / step) * step;
}

/** Minor units as the provider's amount string with `decimals` places: (865000, 'ZMW', 2) → '8650.00'; (1730000, 'MWK', 0) → '17300'. */
export function minorToAmount(minor: number, currency: DisplayCurrency, decimals: number): string {
  const exponent = CURRENCY_EXPONENTS[currency];
  const step = 10 ** Math.max(0, exponent - decimals);
  if (minor % step !== 0) throw new RangeError(`${minor} ${currency} has more than ${decimals} decimals`);
  const scaled = minor / step;
  if (decimals === 0) return String(scaled);
  const text = String(scaled).padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** A provider's amount string ('8650', '8650.5', '8650.00') as minor units of `currency`; null when not a plain decimal. */
export function amountToMinor(amount: string, currency: DisplayCurrency): number | null {
  const m = /^(\d{1,15})(?:\.(\d{1,4}))?$/.exec(amount.trim());
  if (!m) return null;
  const exponent = CURRENCY_EXPONENTS[currency];
  const fraction = (m[2] ?? '').padEnd(exponent, '0');
  if (fraction.length > exponent && /[^0]/.test(fraction.slice(exponent))) return null;
  return Number(m[1]) * 10 ** exponent + Number(fraction.slice(0, exponent) || '0');
}

/** A number shown on orders, invoices and e-mails: the country code, then only the last three digits ('260763456789' → '+260 ••• ••• 789'). */
export function maskMsisdn(msisdn: string): string {
  const country = countryOfMsisdn(msisdn);
  const code = country ? CALLING_CODES[country] : msisdn.slice(0, 3);
  return `+${code} ••• ••• ${msisdn.slice(-3)}`;
}

/**
 * pawaPay's failure codes (deposits, v2 "Failure codes") and what the shopper is told. pawaPay has no
 * code of its own for a wrong PIN: the operator reports it as PAYMENT_NOT_APPROVED ('declined').
 */
export function failureReasonOf(code: string | null | undefined): FailureReason {
  switch (code) {
    case 'PAYMENT_NOT_APPROVED':
      return 'declined';
    case 'INSUFFICIENT_BALANCE':
      return 'no_funds';
    case 'PAYER_LIMIT_REACHED':
    case 'WALLET_LIMIT_REACHED':
    case 'AMOUNT_OUT_OF_BOUNDS':
      return 'limit';
    case 'PAYER_NOT_FOUND':
    case 'INVALID_PHONE_NUMBER':
      return 'not_found';
    case 'PROVIDER_TEMPORARILY_UNAVAILABLE':
      return 'unavailable';
    case 'TIMEOUT':
      return 'timeout';
    default:
      return 'other';
  }
}

/** The shopper's messages of each failure reason (English; the web translates by reason). */
export const FAILURE_MESSAGES: Record<FailureReason, string> = {
  declined: 'The payment was declined on your phone. Nothing was charged.',
  no_funds: 'There is not enough money in this mobile money account. Nothing was charged.',
  timeout: 'The payment was not approved in time. Nothing was charged.',
  unavailable: 'The operator is not available right now. Please try again in a few minutes or use another number.',
  limit: 'This amount is above what this mobile money account may pay. Nothing was charged.',
  not_found: 'This number has no mobile money account with this operator. Nothing was charged.',
  other: 'The payment did not go through. Nothing was charged.',
};

/** The checkout's refusals of a number, an operator or an amount (answered as 400 with field messages). */
export const MOBILE_MONEY_MESSAGES = {
  numberCountry: 'Mobile money is not available for numbers of this country. Please use a number from Zambia, Malawi, Lesotho or Zimbabwe, or pay another way.',
  operator: 'This operator does not serve this number. Please choose the operator of your mobile money account.',
  operatorDown: 'This operator is not available right now. Please try again in a few minutes or use another number.',
  rate: 'Mobile money in this currency is not available right now. Please pay another way.',
  off: 'Mobile money is not available on this shop. Nothing was charged.',
  badSignature: 'The callback signature could not be verified.',
  notJson: 'The callback is not JSON.',
  notPayment: 'The callback is neither a deposit nor a refund.',
  /** Paynow's result post (decision 070) whose hash does not verify, or that is not a result. */
  badHash: 'The result could not be verified.',
  notResult: 'The result is not a Paynow status update.',
  /** An amount outside the operator's limits; amounts already formatted ('K 8,650'). */
  limit: (amount: string, operator: string, min: string, max: string) => `This order is ${amount}; ${operator} takes payments between ${min} and ${max}. Please pay another way or change your cart.`,
};

/** How long a shopper has to approve a deposit on their phone before the shop stops waiting (ms). */
export const APPROVAL_WINDOW_MS = 3 * 60_000;

/** pawaPay's `customerMessage` (4–22 characters, letters, digits and spaces): 'PhoneXport PX1A2B3C' style, from our checkout. */
export function customerMessageFor(reference: string): string {
  const text = `PhoneXport ${reference.replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase()}`;
  return text.slice(0, 22);
}

/** A payment's details as orders keep them (issue 25): operator name, masked number, operator's transaction id. */
export interface PaymentDetails {
  operator: string | null;
  account: string | null;
  providerTransactionId: string | null;
}

/**
 * The payment as orders, invoices and e-mails write it: the method alone, or with its mobile money
 * details: 'Mobile money · MTN MoMo · +260 ••• ••• 789 · MP1234567890'.
 */
export function describePayment(method: string, details: PaymentDetails | null | undefined): string {
  if (!details) return method;
  return [method, details.operator, details.account, details.providerTransactionId].filter(Boolean).join(' · ');
}
