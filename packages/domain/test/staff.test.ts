import { describe, expect, it } from 'vitest';
import { ADMIN_SCREEN_PERMISSIONS, can, isChatAgent, refundLimitCents, staffHome, visibleMenu } from '../src/staff.ts';

describe('staff roles (decision 059)', () => {
  it('gives each role its permissions and a customer none', () => {
    expect(can('owner', 'staff.manage')).toBe(true);
    expect(can('manager', 'staff.manage')).toBe(false);
    expect(can('manager', 'settings.manage')).toBe(false);
    expect(can('manager', 'orders.refund')).toBe(true);
    expect(can('support', 'orders.view')).toBe(true);
    expect(can('support', 'orders.manage')).toBe(false);
    expect(can('support', 'orders.export')).toBe(false);
    expect(can('customer', 'backoffice.enter')).toBe(false);
    expect(can('admin', 'orders.view')).toBe(false);
  });

  it('limits refunds: none for the owner, $500 for a manager, nothing for support', () => {
    expect(refundLimitCents('owner')).toBeNull();
    expect(refundLimitCents('manager')).toBe(50_000);
    expect(refundLimitCents('support')).toBe(0);
    expect(refundLimitCents('customer')).toBe(0);
  });

  it('hides the screens a role cannot open and lands each role on one it can', () => {
    const menu = Object.keys(ADMIN_SCREEN_PERMISSIONS).map((to) => ({ to }));
    expect(visibleMenu('support', menu).map((m) => m.to)).toEqual(['/admin/orders', '/admin/returns', '/admin/customers', '/admin/chat']);
    expect(visibleMenu('manager', menu).map((m) => m.to)).not.toContain('/admin/settings');
    expect(visibleMenu('owner', menu)).toHaveLength(menu.length);
    expect(staffHome('owner')).toBe('/admin');
    expect(staffHome('support')).toBe('/admin/chat');
    expect(isChatAgent({ role: 'support' })).toBe(true);
    expect(isChatAgent({ role: 'support', twoFactorSetupRequired: true })).toBe(false);
    expect(isChatAgent({ role: 'customer' })).toBe(false);
  });
});

describe('staff messages in five languages', () => {
  it('translates the fixed staff messages', async () => {
    const { translateMessage } = await import('../src/server-messages.ts');
    const { STAFF_MESSAGES } = await import('../src/staff.ts');
    expect(translateMessage(STAFF_MESSAGES.invitationExpired, 'de')).toBe('Diese Einladung ist abgelaufen. Bitten Sie den Inhaber um eine neue.');
    expect(translateMessage(STAFF_MESSAGES.lastOwner, 'zh')).toBe('店铺至少需要一位在职店主。');
  });
});
