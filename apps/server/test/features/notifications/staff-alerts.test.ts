/**
 * Issue 17 staff alerts (decision 049): GET /api/admin/alerts counts unread and waiting chats and
 * new orders (pending or confirmed), admins only; a placed order and a status change reach every
 * admin's live socket as `orders-changed`, a customer's chat message as `chat-conversation`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffAlertsDto } from '@phonexport/contracts/notifications';
import { ORIGIN, api, checkoutAs, json, listenOnPort, pickVariant, register, registerAdmin, uniqueEmail, useTestServer } from '../../support/helpers.ts';
import { connectLive } from '../../support/live-client.ts';

describe('staff alerts', () => {
  const t = useTestServer({ outbox: false });
  let admin: string;
  let base: string;
  beforeAll(async () => {
    admin = await registerAdmin(t);
    base = await listenOnPort(t.app);
  });
  const counts = async () => {
    const res = await api(t.app, { url: '/api/admin/alerts', cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    return json<StaffAlertsDto>(res);
  };

  it('is for admins only', async () => {
    expect((await api(t.app, { url: '/api/admin/alerts' })).statusCode).toBe(401);
    expect((await api(t.app, { url: '/api/admin/alerts', cookie: await register(t.app, uniqueEmail('nosy')) })).statusCode).toBe(403);
  });

  it('counts a customer message as unread and its conversation as waiting, live', async () => {
    const live = await connectLive(base, { cookie: admin, origin: ORIGIN });
    try {
      const before = await counts();
      const cookie = await register(t.app, uniqueEmail('writer'));
      expect((await api(t.app, { url: '/api/chat/messages', cookie, body: { message: 'Where is my parcel?' } })).statusCode).toBe(201);
      expect((await api(t.app, { url: '/api/chat/messages', cookie, body: { message: 'Order PX123' } })).statusCode).toBe(201);
      await live.waitFor((m) => m.type === 'chat-conversation');
      const after = await counts();
      expect(after.chatUnread).toBe(before.chatUnread + 2);
      // The same numbers as the Live Chat page's sidebar badge and Waiting tab.
      const list = json<{ unreadTotal: number; waitingCount: number }>(await api(t.app, { url: '/api/chat/conversations', cookie: admin }));
      expect(after.chatUnread).toBe(list.unreadTotal);
      expect(after.chatWaiting).toBe(list.waitingCount);
    } finally {
      await live.close();
    }
  });

  it('counts a placed order as new until staff move it on, and tells admins live', async () => {
    const live = await connectLive(base, { cookie: admin, origin: ORIGIN });
    try {
      const before = await counts();
      const cookie = await register(t.app, uniqueEmail('buyer'));
      const order = await checkoutAs(t.app, cookie, [{ variantId: (await pickVariant(t.db, 5)).id, quantity: 1 }]);
      await live.waitFor((m) => m.type === 'orders-changed');
      expect((await counts()).newOrders).toBe(before.newOrders + 1);
      live.messages.length = 0;
      expect((await api(t.app, { url: `/api/admin/orders/${order.id}/status`, cookie: admin, body: { status: 'processing' } })).statusCode).toBe(200);
      await live.waitFor((m) => m.type === 'orders-changed');
      expect((await counts()).newOrders).toBe(before.newOrders);
    } finally {
      await live.close();
    }
  });
});
