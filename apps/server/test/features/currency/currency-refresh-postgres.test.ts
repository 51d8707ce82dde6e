/**
 * Exchange-rate refreshes across server processes (issue 22, decision 053): two apps on one
 * PostgreSQL database, each with its own connection pool and refresh timer checking every 25 ms,
 * as two processes behind a load balancer. The rate service (a slow local Frankfurter stand-in)
 * is asked once per refresh interval, however the timers and forced refreshes race.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ExchangeRatesDto } from '@phonexport/contracts/currency';
import { buildApp } from '../../../src/app.ts';
import { openDatabase, type Database } from '../../../src/db/client.ts';
import { refreshRates, type FxOptions } from '../../../src/features/currency/currency-service.ts';
import { api, json, ORIGIN } from '../../support/helpers.ts';
import { createDatabase, dropDatabase, postgresAvailable, sharedPostgresUrl, uniqueDatabaseName } from '../../support/pg-cluster.ts';
import { startFrankfurterStandIn, STAND_IN_RATES, type FrankfurterStandIn } from '../../stand-ins/frankfurter-stand-in.ts';

describe.skipIf(!postgresAvailable)('exchange-rate refresh by two processes on PostgreSQL', () => {
  let standIn: FrankfurterStandIn;
  let url: string;
  const shops: { database: Database; app: FastifyInstance; dataDir: string }[] = [];
  let fx: FxOptions;

  beforeAll(async () => {
    standIn = await startFrankfurterStandIn();
    // Slow enough that both processes' timers fire many times while the first fetch is under way.
    standIn.delayMs = 400;
    fx = { ratesUrl: standIn.url, refreshHours: 6, maxAgeHours: 72, timeoutMs: 5_000 };
    url = await createDatabase(sharedPostgresUrl()!, uniqueDatabaseName('fx'), inject('postgresTemplate'));
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url });
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'phonexport-fx-'));
      const { app } = await buildApp({
        db: database.db,
        listen: database.listen,
        authSecret: 'fx-test-secret-0123456789abcdefghijklmnop',
        publicUrl: ORIGIN,
        dataDir,
        webDist: path.join(dataDir, 'none'),
        logLevel: 'silent',
        outbox: false,
        reconcile: false,
        fx: { ...fx, checkEveryMs: 25 },
      });
      shops.push({ database, app, dataDir });
    }
  }, 120_000);

  afterAll(async () => {
    for (const s of shops) {
      await s.app.close();
      await s.database.close();
      await fs.rm(s.dataDir, { recursive: true, force: true });
    }
    if (url) await dropDatabase(sharedPostgresUrl()!, url);
    await standIn?.close();
  });

  it('fetches once when both processes start with a refresh due, and both serve the fetched rates', async () => {
    expect(standIn.requests).toEqual([]);
    // Both start their refresh timers at the same moment (the first check runs at once).
    await Promise.all(shops.map((s) => s.app.ready()));
    const deadline = Date.now() + 10_000;
    while (standIn.requests.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // Eighty more ticks of each timer after the fetch began.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(standIn.requests).toEqual(['/latest?base=USD']);
    for (const s of shops) {
      const rates = json<ExchangeRatesDto>(await api(s.app, { url: '/api/exchange-rates' }));
      expect(rates.rates.find((r) => r.currency === 'ZMW')).toMatchObject({ rate: STAND_IN_RATES.ZMW, source: 'service' });
      expect(rates.rates.find((r) => r.currency === 'NAD')).toMatchObject({ rate: STAND_IN_RATES.ZAR, source: 'pegged' });
    }
  });

  it('lets one of many simultaneous forced refreshes through both processes fetch; the others skip', async () => {
    const before = standIn.requests.length;
    const log = { warn: () => {}, info: () => {} };
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => refreshRates(shops[i % 2]!.database.db, fx, log, { force: true })));
    expect(outcomes.filter((o) => o === 'refreshed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'skipped')).toHaveLength(11);
    expect(standIn.requests.length - before).toBe(1);
  });
});
