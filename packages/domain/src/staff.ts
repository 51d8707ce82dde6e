/**
 * Staff roles and what each may do (issue 24, decision 059). Pure rules, read by the server (every
 * admin contract names the permission it needs; contract-route enforces it) and by the web (menus
 * hide what a role cannot use).
 *
 * Roles: `customer` (the shop's buyers, no back office), and three staff roles:
 * - **owner**: everything, including settings (shop, service countries, currencies), staff and audit log;
 * - **manager**: catalog, orders, customers, reviews, chat, dashboard and reports; refunds (and
 *   cancels that refund) only up to `REFUND_LIMIT_CENTS.manager`; no settings, staff or audit log;
 * - **support**: chat, orders read-only, customers read-only.
 */

export { ROLES, STAFF_ROLES, isStaffRole, type Role, type StaffRole } from './staff-roles.ts';
import type { Role, StaffRole } from './staff-roles.ts';

/** What an admin contract or screen needs. */
export const PERMISSIONS = [
  /** Open the back office at all: staff alerts (menu badges), one's own staff view. */
  'backoffice.enter',
  /** Dashboard and sales reports (figures of the whole shop). */
  'reports.view',
  /** Products, brands, hero banners, their photos, product import and export. */
  'catalog.manage',
  'orders.view',
  /** Status changes, shipment events, cancels. */
  'orders.manage',
  /** Refunds (and cancels that refund), up to the role's REFUND_LIMIT_CENTS. */
  'orders.refund',
  'orders.export',
  'customers.view',
  /** Notifications to a customer. */
  'customers.manage',
  'customers.export',
  'reviews.moderate',
  /** The Live Chat console: list, answer, start and close conversations. */
  'chat.answer',
  /** Shop settings, service countries, currencies. */
  'settings.manage',
  /** Invitations, roles, deactivation, the two-factor rule for staff. */
  'staff.manage',
  'audit.view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What only the owner may do: settings, staff and the audit log (a manager does all the rest). */
const OWNER_ONLY: readonly Permission[] = ['settings.manage', 'staff.manage', 'audit.view'];

/** Role → the permissions it holds (a customer holds none). */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  customer: [],
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((p) => !OWNER_ONLY.includes(p)),
  support: ['backoffice.enter', 'chat.answer', 'orders.view', 'customers.view'],
};

/**
 * The most one refund (or cancel that refunds) may give back, in US cents, per role; null is no
 * limit. A manager refunds up to $500.00 per request; above it the owner refunds.
 */
export const REFUND_LIMIT_CENTS: Readonly<Record<StaffRole, number | null>> = { owner: null, manager: 50_000, support: 0 };

/** `true` when `role` holds `permission`. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return (ROLE_PERMISSIONS[role as Role] ?? []).includes(permission);
}

/** The refund limit of `role` in cents (null: none); 0 for a role that cannot refund. */
export function refundLimitCents(role: string | null | undefined): number | null {
  if (!can(role, 'orders.refund')) return 0;
  const limit = REFUND_LIMIT_CENTS[role as StaffRole];
  return limit === undefined ? 0 : limit;
}

/** Each back-office screen (route path under /admin) and the permission it needs; a screen not listed needs `backoffice.enter`. */
export const ADMIN_SCREEN_PERMISSIONS: Readonly<Record<string, Permission>> = {
  '/admin': 'reports.view',
  '/admin/products': 'catalog.manage',
  '/admin/hero': 'catalog.manage',
  '/admin/brands': 'catalog.manage',
  '/admin/import': 'catalog.manage',
  '/admin/orders': 'orders.view',
  '/admin/returns': 'orders.view',
  '/admin/customers': 'customers.view',
  '/admin/service-countries': 'settings.manage',
  '/admin/currencies': 'settings.manage',
  '/admin/reviews': 'reviews.moderate',
  '/admin/chat': 'chat.answer',
  '/admin/settings': 'settings.manage',
  '/admin/staff': 'staff.manage',
  '/admin/audit-log': 'audit.view',
};

/** `true` when `role` may open the back-office screen at `path` (e.g. '/admin/orders'). */
export function canOpenScreen(role: string | null | undefined, path: string): boolean {
  return can(role, ADMIN_SCREEN_PERMISSIONS[path] ?? 'backoffice.enter');
}

/** The menu entries (anything with a `to` path) that `role` may open, in their order. */
export function visibleMenu<Item extends { to: string }>(role: string | null | undefined, items: readonly Item[]): Item[] {
  return items.filter((item) => canOpenScreen(role, item.to));
}

/** Where a staff member lands in the back office: the dashboard, else Live Chat, else the first screen their role opens. */
export function staffHome(role: string | null | undefined): string {
  if (canOpenScreen(role, '/admin')) return '/admin';
  if (canOpenScreen(role, '/admin/chat')) return '/admin/chat';
  return Object.keys(ADMIN_SCREEN_PERMISSIONS).find((path) => canOpenScreen(role, path)) ?? '/admin';
}

/** An invitation link is valid this long (hours). */
export const INVITATION_TTL_HOURS = 72;

/** The server's staff messages (English; translated by server-messages when the request asks). */
export const STAFF_MESSAGES = {
  forbidden: "You don't have permission to access this admin area.",
  missingPermission: (permission: Permission) => `Your role does not allow this (${permission}).`,
  refundAboveLimit: (limit: string) => `Refunds above ${limit} need the owner: your role refunds at most ${limit} at a time.`,
  twoFactorRequired: 'The owner requires two-factor sign-in for staff: set it up under Security before using the back office.',
  invitationNotFound: 'This invitation link is not valid.',
  invitationExpired: 'This invitation has expired. Ask the owner to send a new one.',
  invitationUsed: 'This invitation has already been used.',
  invitationWrongAccount: (email: string) => `This invitation is for ${email}. Sign out and accept it with that account.`,
  invitationSignIn: 'An account with this e-mail exists: sign in with it, then open the link again.',
  alreadyStaff: 'This person is already on the staff.',
  invitationPending: 'An invitation to this e-mail is already waiting: resend it instead.',
  staffNotFound: 'Staff member not found',
  invitationGone: 'Invitation not found',
  lastOwner: 'The shop needs at least one active owner.',
  notYourself: 'You cannot change your own role or deactivate yourself.',
  sessionNotFound: 'Session not found',
  nameRequired: 'Name is required',
} as const;

/** `true` for a signed-in user who answers chats as the shop (a staff role with `chat.answer`, two-factor rule met). */
export function isChatAgent(user: { role: string; twoFactorSetupRequired?: boolean }): boolean {
  return can(user.role, 'chat.answer') && !user.twoFactorSetupRequired;
}

/** STAFF_MESSAGES without a value in them, in es, fr, de and zh (server-messages.ts translates answers with them). */
export const STAFF_MESSAGE_TRANSLATIONS: readonly [string, { es: string; fr: string; de: string; zh: string }][] = [
  [
    STAFF_MESSAGES.twoFactorRequired,
    {
      es: 'El propietario exige el inicio de sesión en dos pasos al personal: configúralo en Seguridad antes de usar la administración.',
      fr: 'Le propriétaire exige la double authentification pour l’équipe : activez-la dans Sécurité avant d’utiliser l’administration.',
      de: 'Der Inhaber verlangt die Zwei-Faktor-Anmeldung für Mitarbeiter: Richten Sie sie unter Sicherheit ein, bevor Sie die Verwaltung nutzen.',
      zh: '店主要求员工使用两步验证：请先在“安全”中设置，再使用后台。',
    },
  ],
  [STAFF_MESSAGES.invitationNotFound, { es: 'Este enlace de invitación no es válido.', fr: 'Ce lien d’invitation n’est pas valide.', de: 'Dieser Einladungslink ist ungültig.', zh: '此邀请链接无效。' }],
  [
    STAFF_MESSAGES.invitationExpired,
    { es: 'Esta invitación ha caducado. Pide al propietario que envíe una nueva.', fr: 'Cette invitation a expiré. Demandez au propriétaire d’en envoyer une nouvelle.', de: 'Diese Einladung ist abgelaufen. Bitten Sie den Inhaber um eine neue.', zh: '此邀请已过期，请让店主重新发送。' },
  ],
  [STAFF_MESSAGES.invitationUsed, { es: 'Esta invitación ya se ha usado.', fr: 'Cette invitation a déjà été utilisée.', de: 'Diese Einladung wurde bereits verwendet.', zh: '此邀请已被使用。' }],
  [
    STAFF_MESSAGES.invitationSignIn,
    { es: 'Ya existe una cuenta con este correo: inicia sesión con ella y vuelve a abrir el enlace.', fr: 'Un compte existe avec cet e-mail : connectez-vous avec lui, puis rouvrez le lien.', de: 'Es gibt bereits ein Konto mit dieser E-Mail: Melden Sie sich damit an und öffnen Sie den Link erneut.', zh: '该邮箱已有账户：请用它登录后重新打开链接。' },
  ],
  [STAFF_MESSAGES.alreadyStaff, { es: 'Esta persona ya forma parte del personal.', fr: 'Cette personne fait déjà partie de l’équipe.', de: 'Diese Person gehört bereits zu den Mitarbeitern.', zh: '此人已是员工。' }],
  [STAFF_MESSAGES.invitationPending, { es: 'Ya hay una invitación pendiente para este correo: reenvíala.', fr: 'Une invitation attend déjà cette adresse : renvoyez-la plutôt.', de: 'Für diese E-Mail wartet bereits eine Einladung: Senden Sie sie erneut.', zh: '该邮箱已有待接受的邀请：请改为重新发送。' }],
  [STAFF_MESSAGES.staffNotFound, { es: 'Miembro del personal no encontrado', fr: 'Membre de l’équipe introuvable', de: 'Mitarbeiter nicht gefunden', zh: '未找到该员工' }],
  [STAFF_MESSAGES.invitationGone, { es: 'Invitación no encontrada', fr: 'Invitation introuvable', de: 'Einladung nicht gefunden', zh: '未找到邀请' }],
  [STAFF_MESSAGES.lastOwner, { es: 'La tienda necesita al menos un propietario activo.', fr: 'La boutique doit avoir au moins un propriétaire actif.', de: 'Der Shop braucht mindestens einen aktiven Inhaber.', zh: '店铺至少需要一位在职店主。' }],
  [STAFF_MESSAGES.notYourself, { es: 'No puedes cambiar tu propio rol ni desactivarte.', fr: 'Vous ne pouvez pas changer votre propre rôle ni vous désactiver.', de: 'Sie können Ihre eigene Rolle nicht ändern und sich nicht selbst deaktivieren.', zh: '您不能更改自己的角色或停用自己。' }],
  [STAFF_MESSAGES.sessionNotFound, { es: 'Sesión no encontrada', fr: 'Session introuvable', de: 'Sitzung nicht gefunden', zh: '未找到会话' }],
];
