/**
 * Address book routes (storefront §4 Address book), stored on the server per user:
 * GET /api/addresses, POST /api/addresses. The first address becomes the default; making one the
 * default clears the flag elsewhere. Checkout's saved-address picker reads the same book.
 */
import type { FastifyInstance } from 'fastify';
import { asc, desc, eq } from 'drizzle-orm';
import { addressRequestSchema } from '@phonexport/domain/api';
import type { AddressDto } from '@phonexport/domain/dto';
import type { Db } from '../../db/client.ts';
import { addresses, serviceCountries } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { Sessions } from '../../http/session.ts';
import { parse } from '../../http/validate.ts';
import { insertAddress } from './addresses-data.ts';

type AddressRow = typeof addresses.$inferSelect;

export function toAddressDto(a: AddressRow): AddressDto {
  return {
    id: a.id,
    name: a.name,
    company: a.company,
    street: a.street,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    country: a.country,
    countryCode: a.countryCode,
    phone: a.phone,
    type: a.type,
    isDefault: a.isDefault,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function addressesRoutes(app: FastifyInstance, { db, sessions }: { db: Db; sessions: Sessions }): void {
  app.get('/api/addresses', async (req) => {
    const user = await sessions.require(req);
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, user.id))
      .orderBy(desc(addresses.isDefault), asc(addresses.createdAt));
    return rows.map(toAddressDto);
  });

  app.post('/api/addresses', async (req, reply) => {
    const user = await sessions.require(req);
    const input = parse(addressRequestSchema, req.body);
    const [country] = await db.select().from(serviceCountries).where(eq(serviceCountries.code, input.countryCode)).limit(1);
    if (!country) throw badRequest('Please fill in all required fields', { countryCode: 'Please choose a country we ship to' });
    const row = await db.transaction((tx) =>
      insertAddress(tx, user.id, { ...input, country: country.name, countryCode: country.code }, input.isDefault === true),
    );
    return reply.status(201).send(toAddressDto(row));
  });
}
