/**
 * Order status rules (issue 24): a status moves only along the domain's transition table; a move
 * back is a 409 with the rule's message that changes nothing and tells nobody; a correction moves
 * it back with a reason, audited with before and after, and tells the customer only when chosen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationListDto } from '@phonexport/contracts/notifications';
import type { AuditEntryDto } from '@phonexport/contracts/audit';
import { STATUS_MESSAGES } from '@phonexport/domain/order-status';
import { api, json, placeOrder, register, registerAdmin, uniqueEmail, useTestServer } from '../../support/helpers.ts';

const t = useTestServer();
let admin = '';
let customer = '';

beforeAll(async () => {
  admin = await registerAdmin(t);
  customer = await register(t.app, uniqueEmail('rules'));
});

const setStatus = (id: string, body: Record<string, unknown>, lang?: string) =>
  api(t.app, { url: `/api/admin/orders/${id}/status`, body, cookie: admin, ...(lang ? { headers: { 'accept-language': lang } } : {}) });
const notesOf = async (orderId: string) => json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: customer })).items.filter((n) => n.orderId === orderId);
const statusOf = async (orderId: string) => json<{ status: string; events: unknown[] }>(await api(t.app, { url: `/api/admin/orders/${orderId}`, cookie: admin }));

describe('order status transitions', () => {
  it('refuses delivered → pending → shipped → confirmed with a 409 and the rule, changing nothing and telling nobody', async () => {
    const id = await placeOrder(t, customer);
    expect((await setStatus(id, { status: 'shipped', trackingNumber: 'DHL555000111' })).statusCode).toBe(200);
    expect((await setStatus(id, { status: 'delivered' })).statusCode).toBe(200);
    const notesBefore = (await notesOf(id)).length;
    const eventsBefore = (await statusOf(id)).events.length;
    for (const status of ['pending', 'shipped', 'confirmed', 'cancelled']) {
      const res = await setStatus(id, { status });
      expect(res.statusCode, status).toBe(409);
      expect(json<{ message: string }>(res).message).toBe(STATUS_MESSAGES.notAllowed);
    }
    const after = await statusOf(id);
    expect(after.status).toBe('delivered');
    expect(after.events).toHaveLength(eventsBefore);
    expect(await notesOf(id)).toHaveLength(notesBefore);
  });

  it("says why in the staff member's language", async () => {
    const id = await placeOrder(t, customer);
    expect((await setStatus(id, { status: 'processing' })).statusCode).toBe(200);
    const res = await setStatus(id, { status: 'pending' }, 'fr');
    expect(res.statusCode).toBe(409);
    expect(json<{ message: string }>(res).message).toMatch(/^Ce changement de statut n'est pas autorisé/);
  });

  it('a correction moves a delivered order back with its reason, audited before and after, the customer not told', async () => {
    const id = await placeOrder(t, customer);
    expect((await setStatus(id, { status: 'delivered' })).statusCode).toBe(200);
    const notesBefore = (await notesOf(id)).length;
    const noReason = await setStatus(id, { status: 'shipped', correction: { reason: ' ' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(STATUS_MESSAGES.reasonRequired);

    const res = await setStatus(id, { status: 'shipped', correction: { reason: 'Marked delivered by mistake; the courier still has it' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ notified: boolean; order: { status: string; events: { description: string }[] } }>(res);
    expect(body.notified).toBe(false);
    expect(body.order.status).toBe('shipped');
    expect(body.order.events.at(-1)!.description).toMatch(/^Status corrected from delivered to shipped by .*: Marked delivered by mistake/);
    expect(await notesOf(id)).toHaveLength(notesBefore);

    const log = json<{ items: AuditEntryDto[] }>(await api(t.app, { url: '/api/admin/audit-log?entity=order&limit=100', cookie: admin }));
    const entry = log.items.find((e) => e.entityId === id && e.action === 'status-correction');
    expect(entry).toBeDefined();
    expect(entry!.before).toMatchObject({ status: 'delivered' });
    expect(entry!.after).toMatchObject({ status: 'shipped', reason: 'Marked delivered by mistake; the courier still has it', customerNotified: false });
    // The ordinary status change of the same order is in the log with its before and after too.
    const plain = log.items.find((e) => e.entityId === id && e.action === 'status');
    expect(plain!.before).toMatchObject({ status: 'confirmed' });
    expect(plain!.after).toMatchObject({ status: 'delivered' });
  });

  it('a correction tells the customer when chosen, and never cancels or reopens', async () => {
    const id = await placeOrder(t, customer);
    expect((await setStatus(id, { status: 'shipped' })).statusCode).toBe(200);
    const notesBefore = (await notesOf(id)).length;
    const res = await setStatus(id, { status: 'processing', correction: { reason: 'Parcel came back from the depot', notifyCustomer: true } });
    expect(res.statusCode).toBe(200);
    expect(json<{ notified: boolean }>(res).notified).toBe(true);
    expect(await notesOf(id)).toHaveLength(notesBefore + 1);

    const cancel = await setStatus(id, { status: 'cancelled', correction: { reason: 'Wrong order' } });
    expect(cancel.statusCode).toBe(409);
    expect(json<{ message: string }>(cancel).message).toBe(STATUS_MESSAGES.correctionNotAllowed);
    expect((await statusOf(id)).status).toBe('processing');

    expect((await setStatus(id, { status: 'cancelled' })).statusCode).toBe(200);
    const reopen = await setStatus(id, { status: 'pending', correction: { reason: 'Customer changed their mind' } });
    expect(reopen.statusCode).toBe(409);
    expect((await statusOf(id)).status).toBe('cancelled');
  });
});
