/**
 * GET /api/shop-settings: the public shop settings (contact details, free shipping minimum, feature
 * toggles). GET/PUT /api/admin/settings: every tab, admins only; a save is audited.
 */
import type { FastifyInstance } from 'fastify';
import { shopSettingsUpdateSchema, toPublicSettings } from '@phonexport/domain/admin';
import type { Db } from '../../db/client.ts';
import type { Sessions } from '../../http/session.ts';
import { parse } from '../../http/validate.ts';
import { writeAudit } from '../audit/audit-service.ts';
import { publish } from '../../realtime/events.ts';
import { SETTINGS_CHANGED, clearSettingsCache, getSettings, readSettings, saveSettings } from './shop-settings-data.ts';

export function shopSettingsRoutes(app: FastifyInstance, { db, sessions }: { db: Db; sessions: Sessions }): void {
  app.get('/api/shop-settings', async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return toPublicSettings(await getSettings(db));
  });

  app.get('/api/admin/settings', async (req) => {
    await sessions.requireAdmin(req);
    return getSettings(db);
  });

  app.put('/api/admin/settings', async (req) => {
    const admin = await sessions.requireAdmin(req);
    const update = parse(shopSettingsUpdateSchema, req.body);
    try {
      return await db.transaction(async (tx) => {
        const before = await readSettings(tx);
        const after = await saveSettings(db, tx, update);
        const tabs = Object.keys(update) as (keyof typeof update)[];
        await writeAudit(tx, admin, {
          action: 'update',
          entity: 'settings',
          entityId: tabs.join(','),
          before: Object.fromEntries(tabs.map((t) => [t, before[t]])),
          after: Object.fromEntries(tabs.map((t) => [t, after[t]])),
        });
        await publish(tx, ['server'], { type: SETTINGS_CHANGED });
        return after;
      });
    } finally {
      clearSettingsCache(db);
    }
  });
}
