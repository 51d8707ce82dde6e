/**
 * Admin hero banner routes (back office §2, §5, §7), admins only: GET/POST /api/admin/heroes,
 * PUT/PATCH ({isActive})/DELETE /api/admin/heroes/:id, POST /api/admin/uploads/hero-image.
 * The storefront's /api/heroes reads the table directly, so the home carousel follows at once.
 */
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_MESSAGES, adminHeroSchema, type AdminHeroDto } from '@phonexport/domain/admin';
import type { Db, Tx } from '../../db/client.ts';
import { heroes, products } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { writeAudit } from '../audit/audit-service.ts';
import type { AdminDeps } from './admin-routes.ts';
import { storeHeroImage } from './images.ts';
import { readUpload } from './uploads.ts';

type HeroRow = typeof heroes.$inferSelect;
type IdParams = { Params: { id: string } };

function toDto(h: HeroRow): AdminHeroDto {
  return {
    id: h.id,
    title: h.title,
    subtitle: h.subtitle,
    imageUrl: h.imageUrl,
    buttonText: h.buttonText,
    buttonAction: h.buttonAction,
    productId: h.productId,
    category: h.category,
    url: h.url,
    priority: h.priority,
    isActive: h.isActive,
    createdAt: h.createdAt.toISOString(),
  };
}

async function getHero(db: Db | Tx, id: string): Promise<AdminHeroDto | null> {
  const [row] = await db.select().from(heroes).where(eq(heroes.id, id)).limit(1);
  return row ? toDto(row) : null;
}

/** The stored fields for a validated form: only the chosen action's target is kept. */
async function heroFields(db: Db | Tx, input: z.output<typeof adminHeroSchema>) {
  if (input.buttonAction === 'product') {
    const [p] = await db.select({ id: products.id }).from(products).where(eq(products.id, input.productId!)).limit(1);
    if (!p) throw badRequest(ADMIN_MESSAGES.heroProductRequired, { productId: ADMIN_MESSAGES.heroProductRequired });
  }
  return {
    title: input.title,
    subtitle: input.subtitle,
    buttonText: input.buttonText,
    buttonAction: input.buttonAction,
    productId: input.buttonAction === 'product' ? input.productId! : null,
    category: input.buttonAction === 'category' ? input.category! : null,
    url: input.buttonAction === 'url' ? input.url! : null,
    imageUrl: input.imageUrl ?? null,
    isActive: input.isActive,
    priority: input.priority,
  };
}

export function adminHeroesRoutes(app: FastifyInstance, { db, sessions, mediaDir }: AdminDeps): void {
  app.get('/api/admin/heroes', async (req) => {
    await sessions.requireAdmin(req);
    const rows = await db.select().from(heroes).orderBy(desc(heroes.priority), desc(heroes.createdAt));
    return rows.map(toDto);
  });

  app.post('/api/admin/heroes', async (req, reply) => {
    const admin = await sessions.requireAdmin(req);
    const input = parse(adminHeroSchema, req.body);
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx.insert(heroes).values(await heroFields(tx, input)).returning();
      const dto = toDto(row!);
      await writeAudit(tx, admin, { action: 'create', entity: 'hero', entityId: dto.id, after: dto });
      return dto;
    });
    return reply.status(201).send(saved);
  });

  app.put<IdParams>('/api/admin/heroes/:id', async (req) => {
    const admin = await sessions.requireAdmin(req);
    const input = parse(adminHeroSchema, req.body);
    return db.transaction(async (tx) => {
      const before = await getHero(tx, req.params.id);
      if (!before) throw notFound('Hero banner not found');
      const [row] = await tx.update(heroes).set(await heroFields(tx, input)).where(eq(heroes.id, req.params.id)).returning();
      const after = toDto(row!);
      await writeAudit(tx, admin, { action: 'update', entity: 'hero', entityId: after.id, before, after });
      return after;
    });
  });

  app.patch<IdParams>('/api/admin/heroes/:id', async (req) => {
    const admin = await sessions.requireAdmin(req);
    const { isActive } = parse(z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) }), req.body);
    return db.transaction(async (tx) => {
      const before = await getHero(tx, req.params.id);
      if (!before) throw notFound('Hero banner not found');
      const [row] = await tx.update(heroes).set({ isActive }).where(eq(heroes.id, req.params.id)).returning();
      await writeAudit(tx, admin, { action: isActive ? 'activate' : 'deactivate', entity: 'hero', entityId: before.id, before: { isActive: before.isActive }, after: { isActive } });
      return toDto(row!);
    });
  });

  app.delete<IdParams>('/api/admin/heroes/:id', async (req) => {
    const admin = await sessions.requireAdmin(req);
    await db.transaction(async (tx) => {
      const before = await getHero(tx, req.params.id);
      if (!before) throw notFound('Hero banner not found');
      await tx.delete(heroes).where(eq(heroes.id, req.params.id));
      await writeAudit(tx, admin, { action: 'delete', entity: 'hero', entityId: before.id, before });
    });
    return { ok: true };
  });

  app.post('/api/admin/uploads/hero-image', async (req, reply) => {
    const admin = await sessions.requireAdmin(req);
    const bytes = await readUpload(req);
    const url = await storeHeroImage(bytes, mediaDir);
    await writeAudit(db, admin, { action: 'upload', entity: 'hero-image', entityId: url, after: { url, bytes: bytes.length } });
    return reply.status(201).send({ url });
  });
}
