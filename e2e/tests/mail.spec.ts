/**
 * E-mail through the outbox (issue 17, decision 049): an order placed, shipped and delivered
 * produces the customer's three e-mails and the owner's new-order mail. The journeys' server has
 * no SMTP server, so each mail is an .eml file in DATA_DIR/outbox, read back here.
 */
import { expect } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { test, outboxMail, placeOrderViaApi, registerCustomer, signInAdminRequest } from './fixtures';

/** Waits for a mail to `to` whose text contains `subject`; answers its decoded text. */
function mailTo(to: string, subject: string): Promise<string> {
  return outboxMail((text) => (text.includes(`To: ${to}`) && text.includes(subject) ? text : null), `a mail to ${to} about ${subject}`);
}

test('an order placed, shipped and delivered mails the customer three times and the owner once', async ({ playwright }) => {
  const customerReq = await playwright.request.newContext({ baseURL });
  const adminReq = await playwright.request.newContext({ baseURL });
  const customer = await registerCustomer(customerReq, baseURL);
  await signInAdminRequest(adminReq, baseURL);
  const settings = (await (await adminReq.get('/api/admin/settings')).json()) as { general: { storeEmail: string }; notifications: { notificationEmail: string } };
  const owner = settings.notifications.notificationEmail || settings.general.storeEmail;

  const order = await placeOrderViaApi(customerReq, baseURL, 'mail-');

  const confirmation = await mailTo(customer.email, `Order #${order.orderNumber} confirmed`);
  expect(confirmation).toContain(`${baseURL}/order-detail/${order.id}`);
  expect(await mailTo(owner, `New order #${order.orderNumber}`)).toContain(customer.email);

  const setStatus = async (status: string, trackingNumber?: string) => {
    const res = await adminReq.post(`/api/admin/orders/${order.id}/status`, { headers: { origin: baseURL }, data: { status, ...(trackingNumber ? { trackingNumber } : {}) } });
    expect(res.status()).toBe(200);
  };
  await setStatus('shipped', 'JD014600006281239999');
  const shipped = await mailTo(customer.email, `Order #${order.orderNumber} has shipped`);
  expect(shipped).toContain('Tracking number: JD014600006281239999');
  expect(shipped).toContain(`${baseURL}/track-order?tracking=JD014600006281239999`);
  await setStatus('delivered');
  await mailTo(customer.email, `Order #${order.orderNumber} delivered`);
  await customerReq.dispose();
  await adminReq.dispose();
});
