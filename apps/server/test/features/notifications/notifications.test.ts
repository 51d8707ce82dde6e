/**
 * Notifications (storefront §4, §7): a placed order notifies its customer; each user reads and
 * marks only their own; visitors are refused.
 */
import type { OrderDto } from '@phonexport/contracts/orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, json, useTestServer } from '../../support/helpers.ts';
import { aliceAndBobWithOrder } from '../../support/shop-fixtures.ts';
import type { NotificationListDto } from '@phonexport/contracts/notifications';

const t = useTestServer();
let alice = '';
let bob = '';
let order: OrderDto;

beforeAll(async () => {
  ({ alice, bob, order } = await aliceAndBobWithOrder(t, 1));
});

describe('notifications', () => {
  it('a placed order creates one unread order notification for its customer only', async () => {
    const mine = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: alice }));
    expect(mine.unreadCount).toBe(1);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ title: 'Order Confirmed', type: 'order', orderId: order.id, read: false });
    expect(mine.items[0]!.message).toContain(order.orderNumber);
    const bobs = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: bob }));
    expect(bobs).toEqual({ unreadCount: 0, items: [] });
  });

  it("another user cannot mark someone else's notification read", async () => {
    const [n] = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: alice })).items;
    const res = await api(t.app, { url: `/api/notifications/${n!.id}/read`, body: {}, cookie: bob });
    expect(res.statusCode).toBe(404);
    const still = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: alice }));
    expect(still.unreadCount).toBe(1);
  });

  it('the owner marks one read, then all', async () => {
    const [n] = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: alice })).items;
    expect((await api(t.app, { url: `/api/notifications/${n!.id}/read`, body: {}, cookie: alice })).statusCode).toBe(200);
    const after = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: alice }));
    expect(after.unreadCount).toBe(0);
    expect(after.items[0]!.read).toBe(true);
    expect((await api(t.app, { url: '/api/notifications/read-all', body: {}, cookie: alice })).statusCode).toBe(200);
  });

  it('visitors get 401', async () => {
    expect((await api(t.app, { url: '/api/notifications' })).statusCode).toBe(401);
    expect((await api(t.app, { url: '/api/notifications/read-all', body: {} })).statusCode).toBe(401);
  });
});
