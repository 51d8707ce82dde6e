/**
 * Currency routes (issue 22, decision 053) from `currencyContracts`: GET /api/exchange-rates for
 * every visitor; the back office's Currencies screen (GET /api/admin/currencies, PUT
 * /api/admin/currencies/:currency audited, POST /api/admin/currencies/refresh), admins only.
 */
import type { FastifyInstance } from 'fastify';
import { currencyContracts } from '@phonexport/contracts/currency';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import { insertAudit } from '../audit/index.ts';
import { adminCurrencies, exchangeRatesAnswer, refreshRates, updateCurrency, type FxOptions } from './currency-service.ts';

export function currencyRoutes(app: FastifyInstance, { db, fx }: { db: Db; fx: FxOptions }): void {
  route(app, currencyContracts.rates, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return exchangeRatesAnswer(db, fx);
  });

  route(app, currencyContracts.adminList, async () => adminCurrencies(db, fx));

  route(app, currencyContracts.adminUpdate, async ({ user, params, body }) => updateCurrency(db, fx, user, params.currency, body));

  route(app, currencyContracts.adminRefresh, async ({ user }) => {
    const outcome = await refreshRates(db, fx, app.log, { force: true });
    const answer = await adminCurrencies(db, fx);
    await insertAudit(db, user, { action: 'refresh', entity: 'currency', entityId: 'rates', label: 'Exchange rates', after: { outcome, lastRefresh: answer.lastRefresh } });
    return answer;
  });
}
