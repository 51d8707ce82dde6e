/**
 * Admin service country routes (back office §2, §5, §9), admins only: GET/POST
 * /api/admin/service-countries, PUT/DELETE /api/admin/service-countries/:id. The cart's
 * destination list and checkout read the same table, so they follow at once.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ne } from 'drizzle-orm';
import { adminCountrySchema } from '@phonexport/domain/admin';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { serviceCountries } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { writeAudit } from '../audit/audit-service.ts';
import { toCountryDto } from '../catalog/catalog-service.ts';
import type { AdminDeps } from './admin-routes.ts';

type IdParams = { Params: { id: string } };

function fields(c: z.output<typeof adminCountrySchema>) {
  return {
    name: c.name,
    code: c.code,
    currency: c.currency || 'USD',
    shippingCostCents: c.standardShippingCostCents,
    standardShippingCostCents: c.standardShippingCostCents,
    expressShippingCostCents: c.expressShippingCostCents,
    standardDeliveryDays: c.standardDeliveryDays,
    expressDeliveryDays: c.expressDeliveryDays,
    dutyRate: c.dutyRate,
    isActive: c.isActive,
  };
}

async function assertCodeFree(tx: Db | Tx, code: string, exceptId?: string) {
  const where = exceptId ? and(eq(serviceCountries.code, code), ne(serviceCountries.id, exceptId)) : eq(serviceCountries.code, code);
  const [dup] = await tx.select({ id: serviceCountries.id }).from(serviceCountries).where(where).limit(1);
  if (dup) throw conflict(`A service country with code ${code} already exists`, 'duplicate_code');
}

async function getCountry(tx: Db | Tx, id: string) {
  const [row] = await tx.select().from(serviceCountries).where(eq(serviceCountries.id, id)).limit(1);
  return row ? toCountryDto(row) : null;
}

export function adminCountriesRoutes(app: FastifyInstance, { db, sessions }: AdminDeps): void {
  app.get('/api/admin/service-countries', async (req) => {
    await sessions.requireAdmin(req);
    const rows = await db.select().from(serviceCountries).orderBy(asc(serviceCountries.name));
    return rows.map(toCountryDto);
  });

  app.post('/api/admin/service-countries', async (req, reply) => {
    const admin = await sessions.requireAdmin(req);
    const input = parse(adminCountrySchema, req.body);
    const saved = await db.transaction(async (tx) => {
      await assertCodeFree(tx, input.code);
      const [row] = await tx.insert(serviceCountries).values(fields(input)).returning();
      const dto = toCountryDto(row!);
      await writeAudit(tx, admin, { action: 'create', entity: 'country', entityId: dto.id, after: dto });
      return dto;
    });
    return reply.status(201).send(saved);
  });

  app.put<IdParams>('/api/admin/service-countries/:id', async (req) => {
    const admin = await sessions.requireAdmin(req);
    const input = parse(adminCountrySchema, req.body);
    return db.transaction(async (tx) => {
      const before = await getCountry(tx, req.params.id);
      if (!before) throw notFound('Service country not found');
      await assertCodeFree(tx, input.code, req.params.id);
      const [row] = await tx.update(serviceCountries).set(fields(input)).where(eq(serviceCountries.id, req.params.id)).returning();
      const after = toCountryDto(row!);
      await writeAudit(tx, admin, { action: 'update', entity: 'country', entityId: after.id, before, after });
      return after;
    });
  });

  app.delete<IdParams>('/api/admin/service-countries/:id', async (req) => {
    const admin = await sessions.requireAdmin(req);
    await db.transaction(async (tx) => {
      const before = await getCountry(tx, req.params.id);
      if (!before) throw notFound('Service country not found');
      await tx.delete(serviceCountries).where(eq(serviceCountries.id, req.params.id));
      await writeAudit(tx, admin, { action: 'delete', entity: 'country', entityId: before.id, before });
    });
    return { ok: true };
  });
}
