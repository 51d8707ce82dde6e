/**
 * Address book routes (storefront §4 Address book, §5 Address dialog) from `addressesContracts`,
 * stored on the server per signed-in user: GET /api/addresses (default first, then oldest first),
 * POST /api/addresses, PUT /api/addresses/:id (whole address), PATCH /api/addresses/:id (some
 * fields; `isDefault: true` makes it the default), DELETE /api/addresses/:id. The rules are in
 * addresses-service.ts. Checkout's saved-address picker reads the same book.
 */
import type { FastifyInstance } from 'fastify';
import { addressesContracts } from '@phonexport/contracts/addresses';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import { addAddress, patchAddress, removeAddress, replaceAddress } from './addresses-service.ts';
import { findAddresses } from './addresses-repository.ts';

export function addressesRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, addressesContracts.list, async ({ user }) => findAddresses(db, user.id));

  route(app, addressesContracts.create, async ({ user, body }) => addAddress(db, user.id, body));

  route(app, addressesContracts.replace, async ({ user, params, body }) => replaceAddress(db, user.id, params.id, body));

  route(app, addressesContracts.update, async ({ user, params, body }) => patchAddress(db, user.id, params.id, body));

  route(app, addressesContracts.remove, async ({ user, params, reply }) => {
    await removeAddress(db, user.id, params.id);
    return reply.status(204).send();
  });
}
