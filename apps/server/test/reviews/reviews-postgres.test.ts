/**
 * Reaction taps that really run in parallel (a PostgreSQL server, a pool of 10 connections):
 * whatever the interleaving, one user never holds two reactions on one review (storefront §3
 * ReviewReaction "one per user per review", §4 toggle/replace), and the counts match the rows.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewPageDto } from '@phonexport/domain/reviews';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { profiles, reviewReactions, reviews } from '../../src/db/schema.ts';
import { seedDatabase } from '../../src/seed/seed.ts';
import { ORIGIN, api, register, uniqueEmail } from '../helpers.ts';
import { postgresBinDir, startPostgres, type PostgresServer } from '../postgres-server.ts';

const available = postgresBinDir() !== null && process.getuid?.() === 0;

describe.skipIf(!available)('reactions on a PostgreSQL server', () => {
  let pg: PostgresServer;
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    pg = startPostgres();
    database = await openDatabase({ url: pg.url });
    await seedDatabase(database.db, { mediaDir: null });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'phonexport-pg-reviews-'));
    ({ app } = await buildApp({
      db: database.db,
      authSecret: 'pg-test-secret-0123456789abcdefghijklmnop',
      publicUrl: ORIGIN,
      dataDir,
      webDist: path.join(dataDir, 'none'),
      logLevel: 'silent',
      rateLimitPerMinute: 1_000_000,
      trustProxy: true,
    }));
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    pg?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('40 parallel taps by each of 3 users leave at most one reaction per user, and counts match', async () => {
    const [review] = await database.db
      .insert(reviews)
      .values({ userName: 'Writer', userEmail: 'w@example.com', rating: 5, title: 'Parallel', comment: 'taps', country: 'ZA', status: 'approved' })
      .returning();
    const users = await Promise.all([0, 1, 2].map(async () => {
      const email = uniqueEmail('tapper');
      const cookie = await register(app, email);
      const [p] = await database.db.select().from(profiles).where(eq(profiles.email, email));
      return { cookie, id: p!.userId };
    }));
    const types = ['helpful', 'thumbsUp', 'thumbsDown'] as const;
    const taps = users.flatMap((u) => Array.from({ length: 40 }, (_, i) => ({ u, type: types[(i * 7 + u.id.length) % 3]! })));
    const results = await Promise.all(taps.map(({ u, type }) => api(app, { url: `/api/reviews/${review!.id}/reactions`, body: { type }, cookie: u.cookie })));
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);

    const rows = await database.db.select().from(reviewReactions).where(eq(reviewReactions.reviewId, review!.id));
    for (const u of users) expect(rows.filter((r) => r.userId === u.id).length).toBeLessThanOrEqual(1);

    const page = (await api(app, { url: '/api/reviews' })).json() as ReviewPageDto;
    const counts = page.items.find((r) => r.id === review!.id)!.reactionCounts;
    expect(counts.helpful + counts.thumbsUp + counts.thumbsDown).toBe(rows.length);
    for (const t of types) expect(counts[t]).toBe(rows.filter((r) => r.type === t).length);

    // one more sequential tap by each user follows the §4 rule from whatever state was left
    for (const u of users) {
      const [mine] = await database.db.select().from(reviewReactions).where(and(eq(reviewReactions.reviewId, review!.id), eq(reviewReactions.userId, u.id)));
      const res = (await api(app, { url: `/api/reviews/${review!.id}/reactions`, body: { type: 'helpful' }, cookie: u.cookie })).json() as { myReaction: string | null };
      expect(res.myReaction).toBe(mine?.type === 'helpful' ? null : 'helpful');
    }
  }, 60_000);
});
