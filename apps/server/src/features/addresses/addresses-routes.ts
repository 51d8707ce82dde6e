/**
 * Address book routes (storefront §4 Address book, §5 Address dialog), stored on the server per
 * user: GET /api/addresses (default first, then oldest first), POST /api/addresses,
 * PUT /api/addresses/:id (whole address), PATCH /api/addresses/:id (some fields; `isDefault: true`
 * makes it the default), DELETE /api/addresses/:id. The first address becomes the default; making
 * one the default clears the flag elsewhere; deleting the default promotes the oldest remaining.
 * Another user's address answers 404 'Address not found'. Checkout's saved-address picker reads
 * the same book.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import { ADDRESS_REQUIRED_MESSAGE } from '@phonexport/domain/addresses';
import { addressBodySchema, addressPatchSchema } from '@phonexport/domain/address-schemas';
import type { AddressDto } from '@phonexport/domain/dto';
import type { Db } from '../../db/client.ts';
import { addresses, serviceCountries } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Sessions } from '../../http/session.ts';
import { parse } from '../../http/validate.ts';
import { deleteAddress, insertAddress, updateAddress } from './addresses-data.ts';

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
    const input = parse(addressBodySchema, req.body);
    const country = await servedCountry(input.countryCode);
    const row = await db.transaction((tx) =>
      insertAddress(tx, user.id, { ...input, country: country.name, countryCode: country.code }, input.isDefault === true),
    );
    return reply.status(201).send(toAddressDto(row));
  });

  app.put<{ Params: { id: string } }>('/api/addresses/:id', async (req) => {
    const user = await sessions.require(req);
    const input = parse(addressBodySchema, req.body);
    const country = await servedCountry(input.countryCode);
    const { isDefault, ...fields } = input;
    const changes = { company: '', state: '', phone: '', ...fields, country: country.name, countryCode: country.code };
    const row = await db.transaction((tx) => updateAddress(tx, user.id, req.params.id, changes, isDefault === true));
    if (!row) throw notFound('Address not found');
    return toAddressDto(row);
  });

  app.patch<{ Params: { id: string } }>('/api/addresses/:id', async (req) => {
    const user = await sessions.require(req);
    const { isDefault, countryCode, ...fields } = parse(addressPatchSchema, req.body ?? {});
    const country = countryCode === undefined ? null : await servedCountry(countryCode);
    const changes = country ? { ...fields, country: country.name, countryCode: country.code } : fields;
    const row = await db.transaction((tx) => updateAddress(tx, user.id, req.params.id, changes, isDefault === true));
    if (!row) throw notFound('Address not found');
    return toAddressDto(row);
  });

  app.delete<{ Params: { id: string } }>('/api/addresses/:id', async (req, reply) => {
    const user = await sessions.require(req);
    const deleted = await db.transaction((tx) => deleteAddress(tx, user.id, req.params.id));
    if (!deleted) throw notFound('Address not found');
    return reply.status(204).send();
  });

  /** A served country by its 2-letter code, else 400 on the countryCode field. */
  async function servedCountry(code: string) {
    const [country] = await db.select().from(serviceCountries).where(and(eq(serviceCountries.code, code), eq(serviceCountries.isActive, true))).limit(1);
    if (!country) throw badRequest(ADDRESS_REQUIRED_MESSAGE, { countryCode: 'Please choose a country we ship to' });
    return country;
  }
}
