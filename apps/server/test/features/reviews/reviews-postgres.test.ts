/**
 * Reaction taps that really run in parallel (a PostgreSQL server, a pool of 10 connections):
 * whatever the interleaving, one user never holds two reactions on one review (storefront §3
 * ReviewReaction "one per user per review", §4 toggle/replace), and the counts match the rows.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewPageDto } from '@phonexport/contracts/reviews';
import type { Database } from '../../../src/db/client.ts';
import { profiles, reviewReactions, reviews } from '../../../src/db/schema.ts';
import { api, register, uniqueEmail } from '../../support/helpers.ts';
import { postgresAvailable, startPostgresApp, type PostgresApp } from '../../support/postgres-server.ts';

describe.skipIf(!postgresAvailable)('reactions on a PostgreSQL server', () => {
  let database: Database;
  let app: FastifyInstance;
  let env: PostgresApp;

  beforeAll(async () => {
    env = await startPostgresApp();
    ({ database, app } = env);
  }, 120_000);

  afterAll(async () => {
    await env?.close();
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
