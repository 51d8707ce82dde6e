/**
 * Shop settings routes (back office §2 Settings) from `shopSettingsContracts`: GET
 * /api/shop-settings, the public settings (contact details, free shipping minimum, feature
 * toggles); GET/PUT /api/admin/settings, every tab, admins only; a save is audited.
 */
import type { FastifyInstance } from 'fastify';
import { shopSettingsContracts } from '@phonexport/contracts/shop-settings';
import { toPublicSettings } from '@phonexport/domain/admin';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import { getSettings, updateShopSettings } from './shop-settings-service.ts';

export function shopSettingsRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, shopSettingsContracts.getPublic, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return toPublicSettings(await getSettings(db));
  });

  route(app, shopSettingsContracts.get, async () => getSettings(db));

  route(app, shopSettingsContracts.update, async ({ user, body }) => updateShopSettings(db, user, body));
}
