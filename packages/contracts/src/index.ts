/**
 * Every contract of the API, by subject: the server registers each route from it, the web's
 * typed client reads its types, /api/openapi.json is built from it.
 */
import type { Contract, HttpMethod } from './contract.ts';
import { helpContracts } from './help.ts';
import { catalogContracts } from './catalog.ts';
import { shippingContracts } from './shipping.ts';
import { cartContracts } from './cart.ts';
import { checkoutContracts } from './checkout.ts';
import { ordersContracts } from './orders.ts';
import { invoicesContracts } from './invoices.ts';
import { trackingContracts } from './tracking.ts';
import { reportsContracts } from './reports.ts';
import { accountsContracts } from './accounts.ts';
import { addressesContracts } from './addresses.ts';
import { settingsContracts } from './settings.ts';
import { notificationsContracts } from './notifications.ts';
import { customersContracts } from './customers.ts';
import { auditContracts } from './audit.ts';
import { shopSettingsContracts } from './shop-settings.ts';
import { reviewsContracts } from './reviews.ts';
import { chatContracts } from './chat.ts';
import { liveContracts } from './live.ts';
import { systemContracts } from './system.ts';
import { currencyContracts } from './currency.ts';
import { staffContracts } from './staff.ts';
import { mobileMoneyContracts } from './mobile-money.ts';
import { returnsContracts } from './returns.ts';

/** The contracts of each subject (keys are the OpenAPI tags' homes). */
export const contractsBySubject = {
  help: helpContracts,
  catalog: catalogContracts,
  shipping: shippingContracts,
  cart: cartContracts,
  checkout: checkoutContracts,
  orders: ordersContracts,
  invoices: invoicesContracts,
  tracking: trackingContracts,
  reports: reportsContracts,
  accounts: accountsContracts,
  addresses: addressesContracts,
  settings: settingsContracts,
  notifications: notificationsContracts,
  customers: customersContracts,
  audit: auditContracts,
  shopSettings: shopSettingsContracts,
  reviews: reviewsContracts,
  chat: chatContracts,
  live: liveContracts,
  system: systemContracts,
  currency: currencyContracts,
  staff: staffContracts,
  mobileMoney: mobileMoneyContracts,
  returns: returnsContracts,
} as const;

type Subjects = typeof contractsBySubject;
/** The union of every contract's type. */
export type AnyContract = { [S in keyof Subjects]: Subjects[S][keyof Subjects[S]] }[keyof Subjects];

/** Every contract as a flat list, with its subject and name (`catalog.listProducts`). */
export function allContracts(): { subject: string; name: string; contract: Contract }[] {
  return Object.entries(contractsBySubject).flatMap(([subject, group]) =>
    Object.entries(group as Record<string, Contract>).map(([name, contract]) => ({ subject, name, contract })),
  );
}

/** The contract of `method path`, for the typed client: `ContractAt<'GET', '/api/help/faq'>`. */
export type ContractAt<M extends HttpMethod, P extends string> = Extract<AnyContract, { method: M; path: P }>;
/** The paths that answer `method`. */
export type PathsOf<M extends HttpMethod> = Extract<AnyContract, { method: M }>['path'];
