/**
 * Every admin contract checks the caller's staff role (issue 24, decision 059). The table below
 * names, for each admin contract, the roles that may call it (O owner, M manager, S support); it
 * must list exactly the admin contracts there are (a new admin contract fails the first test until
 * it is added here), each contract's declared permission must give those roles, and a real call
 * of each contract as each role is refused with 403 exactly when the role is not listed (a
 * customer always; a visitor gets 401).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allContracts } from '@phonexport/contracts/index';
import type { Contract } from '@phonexport/contracts/contract';
import { can, STAFF_ROLES, type StaffRole } from '@phonexport/domain/staff';
import { api, register, uniqueEmail, useTestServer } from '../../support/helpers.ts';
import { registerStaff } from '../../support/staff-helpers.ts';

const t = useTestServer();

/** Who may call each admin contract. */
const TABLE: Record<string, 'O' | 'OM' | 'OMS'> = {
  'catalog.adminListProducts': 'OM',
  'catalog.adminExportProducts': 'OM',
  'catalog.adminPreviewImport': 'OM',
  'catalog.adminListImports': 'OM',
  'catalog.adminGetImport': 'OM',
  'catalog.adminConfirmImport': 'OM',
  // Exchange rates are shop settings (issue 22): the owner's.
  'currency.adminList': 'O',
  'currency.adminUpdate': 'O',
  'currency.adminRefresh': 'O',
  'catalog.adminGetProduct': 'OM',
  'catalog.adminCreateProduct': 'OM',
  'catalog.adminUpdateProduct': 'OM',
  'catalog.adminPatchProduct': 'OM',
  'catalog.adminDeleteProduct': 'OM',
  'catalog.adminUploadProductImage': 'OM',
  'catalog.adminListBrands': 'OM',
  'catalog.adminCreateBrand': 'OM',
  'catalog.adminUpdateBrand': 'OM',
  'catalog.adminDeleteBrand': 'OM',
  'catalog.adminListHeroes': 'OM',
  'catalog.adminCreateHero': 'OM',
  'catalog.adminUpdateHero': 'OM',
  'catalog.adminPatchHero': 'OM',
  'catalog.adminDeleteHero': 'OM',
  'catalog.adminUploadHeroImage': 'OM',
  'shipping.adminListCountries': 'O',
  'shipping.adminCreateCountry': 'O',
  'shipping.adminUpdateCountry': 'O',
  'shipping.adminDeleteCountry': 'O',
  'orders.adminList': 'OMS',
  'orders.adminExportCsv': 'OM',
  'orders.adminGet': 'OMS',
  'orders.updateStatus': 'OM',
  'orders.cancel': 'OM',
  'orders.refund': 'OM',
  'tracking.addShipmentEvent': 'OM',
  // Returns (issue 27): as orders; the refund as order refunds; the policy is a shop setting.
  'returns.adminList': 'OMS',
  'returns.adminGet': 'OMS',
  'returns.adminPhoto': 'OMS',
  'returns.adminVideo': 'OMS',
  'returns.approve': 'OM',
  'returns.reject': 'OM',
  'returns.receive': 'OM',
  'returns.inspect': 'OM',
  'returns.refund': 'OM',
  'returns.exchange': 'OM',
  'returns.close': 'OM',
  'returns.policy': 'OMS',
  'returns.setPolicy': 'O',
  'reports.dashboard': 'OM',
  'reports.sales': 'OM',
  'reports.salesCsv': 'OM',
  'notifications.staffAlerts': 'OMS',
  'customers.list': 'OMS',
  'customers.exportCsv': 'OM',
  'customers.get': 'OMS',
  'customers.notify': 'OM',
  'audit.list': 'O',
  'shopSettings.get': 'O',
  'shopSettings.update': 'O',
  'reviews.adminStats': 'OM',
  'reviews.adminList': 'OM',
  'reviews.adminModerate': 'OM',
  'reviews.adminDelete': 'OM',
  'reviews.adminListReplies': 'OM',
  'reviews.adminModerateReply': 'OM',
  'reviews.adminDeleteReply': 'OM',
  'chat.list': 'OMS',
  'chat.close': 'OMS',
  'chat.startWithCustomer': 'OMS',
  'staff.overview': 'O',
  'staff.invite': 'O',
  'staff.resendInvitation': 'O',
  'staff.revokeInvitation': 'O',
  'staff.changeRole': 'O',
  'staff.deactivate': 'O',
  'staff.reactivate': 'O',
  'staff.updatePolicy': 'O',
};

const LETTER: Record<StaffRole, string> = { owner: 'O', manager: 'M', support: 'S' };
const adminContracts = () => allContracts().filter(({ contract }) => contract.auth === 'admin');

/** A URL for the contract with every `:param` filled by an id that names nothing (a UUID, or a slug). */
const urlOf = (c: Contract) => c.path.replace(/:(\w+)/g, (_, name: string) => (name === 'slug' ? 'no-such-brand' : '00000000-0000-4000-8000-000000000000'));

const cookies: Record<string, string> = {};

beforeAll(async () => {
  for (const role of STAFF_ROLES) cookies[role] = await registerStaff(t, role);
  cookies.customer = await register(t.app, uniqueEmail('not-staff'));
});

describe('every admin contract names its permission', () => {
  it('the table lists every admin contract, and each declares a permission', () => {
    const listed = adminContracts().map(({ subject, name }) => `${subject}.${name}`);
    expect(Object.keys(TABLE).sort()).toEqual(listed.sort());
    for (const { contract } of adminContracts()) expect(contract.permission, `${contract.method} ${contract.path}`).toBeTruthy();
  });

  it("each contract's permission gives exactly the roles of the table", () => {
    for (const { subject, name, contract } of adminContracts()) {
      const allowed = STAFF_ROLES.filter((role) => can(role, contract.permission!)).map((r) => LETTER[r]).join('');
      expect(allowed, `${subject}.${name} (${contract.permission})`).toBe(TABLE[`${subject}.${name}`]);
    }
  });
});

describe('each role on every admin contract', () => {
  it('a role without the permission gets 403 naming it; a role with it gets past the check', async () => {
    for (const { subject, name, contract } of adminContracts()) {
      const url = urlOf(contract);
      // A body that parses for no write: a caller allowed through gets 400, 404 or 415, never 401 or 403.
      const body = contract.method === 'GET' || contract.method === 'DELETE' ? undefined : { __probe: true, name: '' };
      for (const role of STAFF_ROLES) {
        const res = await api(t.app, { method: contract.method, url, body, cookie: cookies[role] });
        const label = `${role} → ${subject}.${name}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (TABLE[`${subject}.${name}`]!.includes(LETTER[role])) {
          expect([401, 403], label).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().message, label).toContain(contract.permission);
        }
      }
      const customer = await api(t.app, { method: contract.method, url, body, cookie: cookies.customer });
      expect(customer.statusCode, `customer → ${subject}.${name}`).toBe(403);
      const visitor = await api(t.app, { method: contract.method, url, body });
      expect(visitor.statusCode, `visitor → ${subject}.${name}`).toBe(401);
    }
  });
});
