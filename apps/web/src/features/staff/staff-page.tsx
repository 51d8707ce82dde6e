/**
 * Staff (/admin/staff, owner only; issue 24, decision 059): the team with role, status, two-factor
 * and last sign-in; change a role, deactivate or reactivate (never oneself); invite by e-mail with
 * a role and the mail's language; open invitations with resend and revoke; and the rule that every
 * staff member uses two-factor sign-in.
 */
import { useState } from 'react';
import { MailPlus, ShieldCheck } from 'lucide-react';
import type { StaffInvitationDto, StaffMemberDto } from '@phonexport/contracts/staff';
import { formatUsd } from '@phonexport/domain/money';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@phonexport/domain/settings';
import { INVITATION_TTL_HOURS, REFUND_LIMIT_CENTS, STAFF_ROLES, type StaffRole } from '@phonexport/domain/staff';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useMe } from '../../lib/use-me';
import { useTranslation } from '../../i18n/i18n';
import { PageHeader } from '../../components/ui/page-header';
import { DataTable } from '../../components/ui/data-table';
import { ConfirmDialog, FormDialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { LoadError, TableSkeleton } from '../../components/ui/query-state';
import { Toggle } from '../../components/ui/toggle';
import { useChangeRole, useInvite, useResendInvitation, useRevokeInvitation, useSetActive, useStaffOverview, useStaffPolicy } from './api/use-staff';

const ROLE_KEY = { owner: 'staff.roleOwner', manager: 'staff.roleManager', support: 'staff.roleSupport' } as const;
const HINT_KEY = { owner: 'staff.hintOwner', manager: 'staff.hintManager', support: 'staff.hintSupport' } as const;
const messageOf = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);

export function StaffPage() {
  const { t, language } = useTranslation();
  const { user } = useMe();
  const overview = useStaffOverview();
  const changeRole = useChangeRole();
  const setActive = useSetActive();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const policy = useStaffPolicy();
  const [inviting, setInviting] = useState(false);
  const [deactivating, setDeactivating] = useState<StaffMemberDto | null>(null);
  const [revoking, setRevoking] = useState<StaffInvitationDto | null>(null);
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : t('staff.never'));
  const roleName = (role: StaffRole) => t(ROLE_KEY[role]);
  const fail = (err: unknown) => toast.error(t('staff.failed'), { description: messageOf(err, t('staff.failed')) });

  const data = overview.data;
  const members = data?.members ?? [];
  return (
    <div>
      <PageHeader
        title={t('staff.title')}
        subtitle={t('staff.intro')}
        actions={
          <button type="button" className="btn-primary" onClick={() => setInviting(true)}>
            <MailPlus className="size-4" aria-hidden /> {t('staff.invite')}
          </button>
        }
      />
      {overview.isError ? (
        <LoadError message={t('staff.loadFailed')} onRetry={() => overview.refetch()} />
      ) : !data ? (
        <TableSkeleton />
      ) : (
        <div className="space-y-6">
          <section className="card flex items-start gap-3 p-4">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{t('staff.requireTwoFactor')}</p>
              <p className="text-sm text-slate-600">{t('staff.requireTwoFactorHint')}</p>
            </div>
            <Toggle
              label={t('staff.requireTwoFactor')}
              checked={data.requireTwoFactor}
              disabled={policy.isPending}
              onChange={(on) => policy.mutate(on, { onSuccess: () => toast.success(t('staff.saved')), onError: fail })}
            />
          </section>

          <section aria-labelledby="staff-members">
            <h2 id="staff-members" className="mb-2 text-lg font-bold">
              {t('staff.members')} <span className="text-sm font-medium text-slate-500">({t('staff.memberCount', { count: members.length })})</span>
            </h2>
            <DataTable
              label={t('staff.members')}
              rows={members}
              rowKey={(m) => m.userId}
              empty={t('staff.noInvitations')}
              columns={[
                {
                  header: t('staff.name'),
                  cell: (m) => (
                    <div className="min-w-0">
                      <p className="font-semibold break-words">
                        {m.displayName || m.email} {m.userId === user?.id && <span className="text-xs font-medium text-slate-500">({t('staff.you')})</span>}
                      </p>
                      <p className="text-xs break-all text-slate-500">{m.email}</p>
                    </div>
                  ),
                },
                {
                  header: t('staff.role'),
                  cell: (m) =>
                    m.userId === user?.id ? (
                      roleName(m.role)
                    ) : (
                      <select
                        className="input min-w-32 py-1.5"
                        aria-label={t('staff.roleOf', { name: m.displayName || m.email })}
                        value={m.role}
                        disabled={changeRole.isPending}
                        onChange={(e) =>
                          changeRole.mutate({ id: m.userId, role: e.target.value as StaffRole }, { onSuccess: () => toast.success(t('staff.roleChanged')), onError: fail })
                        }
                      >
                        {STAFF_ROLES.map((r) => (
                          <option key={r} value={r}>
                            {roleName(r)}
                          </option>
                        ))}
                      </select>
                    ),
                },
                {
                  header: t('staff.status'),
                  cell: (m) => (
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${m.active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}>
                      {m.active ? t('staff.active') : t('staff.deactivated')}
                    </span>
                  ),
                },
                { header: t('staff.twoFactor'), cell: (m) => (m.twoFactorEnabled ? t('staff.on') : t('staff.off')) },
                { header: t('staff.lastLogin'), cell: (m) => date(m.lastLogin), className: 'hidden whitespace-nowrap lg:table-cell' },
                {
                  header: '',
                  cell: (m) =>
                    m.userId === user?.id ? null : m.active ? (
                      <button type="button" className="btn-outline py-1.5 text-sm text-red-700" onClick={() => setDeactivating(m)}>
                        {t('staff.deactivate')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="btn-outline py-1.5 text-sm"
                        disabled={setActive.isPending}
                        onClick={() =>
                          setActive.mutate({ id: m.userId, active: true }, { onSuccess: () => toast.success(t('staff.reactivatedToast', { name: m.displayName || m.email })), onError: fail })
                        }
                      >
                        {t('staff.reactivate')}
                      </button>
                    ),
                },
              ]}
            />
          </section>

          <section aria-labelledby="staff-invitations">
            <h2 id="staff-invitations" className="mb-2 text-lg font-bold">
              {t('staff.invitations')}
            </h2>
            <DataTable
              label={t('staff.invitations')}
              rows={data.invitations}
              rowKey={(i) => i.id}
              empty={t('staff.noInvitations')}
              columns={[
                { header: t('staff.email'), cell: (i) => <span className="font-semibold break-all">{i.email}</span> },
                { header: t('staff.role'), cell: (i) => roleName(i.role) },
                {
                  header: t('staff.status'),
                  cell: (i) => (
                    <span className={i.status === 'expired' ? 'font-semibold text-red-700' : ''}>
                      {i.status === 'expired' ? t('staff.expired') : t('staff.pending')} · {t('staff.expires', { date: date(i.expiresAt) })}
                    </span>
                  ),
                },
                {
                  header: '',
                  cell: (i) => (
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn-outline py-1.5 text-sm"
                        disabled={resend.isPending}
                        onClick={() => resend.mutate(i.id, { onSuccess: () => toast.success(t('staff.resent', { email: i.email })), onError: fail })}
                      >
                        {t('staff.resend')}
                      </button>
                      <button type="button" className="btn-ghost py-1.5 text-sm text-red-700" onClick={() => setRevoking(i)}>
                        {t('staff.revoke')}
                      </button>
                    </div>
                  ),
                },
              ]}
            />
          </section>
        </div>
      )}

      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        open={deactivating !== null}
        title={t('staff.deactivateTitle', { name: deactivating?.displayName || deactivating?.email || '' })}
        confirmLabel={t('staff.deactivate')}
        cancelLabel={t('staff.cancel')}
        pending={setActive.isPending}
        onCancel={() => setDeactivating(null)}
        onConfirm={() =>
          setActive.mutate(
            { id: deactivating!.userId, active: false },
            {
              onSuccess: () => {
                toast.success(t('staff.deactivatedToast', { name: deactivating!.displayName || deactivating!.email }));
                setDeactivating(null);
              },
              onError: fail,
            },
          )
        }
      >
        {t('staff.deactivateBody')}
      </ConfirmDialog>
      <ConfirmDialog
        open={revoking !== null}
        title={t('staff.revokeTitle', { email: revoking?.email ?? '' })}
        confirmLabel={t('staff.revoke')}
        cancelLabel={t('staff.cancel')}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoke.mutate(revoking!.id, {
            onSuccess: () => {
              toast.success(t('staff.revoked'));
              setRevoking(null);
            },
            onError: fail,
          })
        }
      >
        {t('staff.revokeBody')}
      </ConfirmDialog>
    </div>
  );
}

/** Invite someone: e-mail, role (with what it may do) and the mail's language. */
function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, language } = useTranslation();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [mailLanguage, setMailLanguage] = useState<Language>(language);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const close = () => {
    setError(null);
    setFieldError(undefined);
    onClose();
  };
  const submit = () => {
    setError(null);
    setFieldError(undefined);
    invite.mutate(
      { email, role, language: mailLanguage },
      {
        onSuccess: () => {
          toast.success(t('staff.invited', { email: email.trim().toLowerCase() }));
          setEmail('');
          close();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fields.email) setFieldError(err.fields.email);
          else setError(messageOf(err, t('staff.failed')));
        },
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('staff.inviteTitle')}
      onSubmit={submit}
      submitLabel={t('staff.send')}
      pendingLabel={t('staff.sending')}
      cancelLabel={t('staff.cancel')}
      pending={invite.isPending}
      error={error}
    >
      <p className="text-sm text-slate-600">{t('staff.inviteHint', { hours: INVITATION_TTL_HOURS })}</p>
      <Field label={t('staff.email')} error={fieldError}>
        {(props) => <input {...props} type="email" className="input" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} required />}
      </Field>
      <fieldset>
        <legend className="label">{t('staff.role')}</legend>
        <div className="space-y-2">
          {STAFF_ROLES.map((r) => (
            <label key={r} className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${role === r ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}>
              <input type="radio" name="invite-role" value={r} checked={role === r} onChange={() => setRole(r)} className="mt-1" />
              <span>
                <span className="block font-semibold">{t(ROLE_KEY[r])}</span>
                <span className="block text-sm text-slate-600">{t(HINT_KEY[r], { limit: formatUsd(REFUND_LIMIT_CENTS.manager ?? 0) })}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('staff.language')}>
        {(props) => (
          <select {...props} className="input" value={mailLanguage} onChange={(e) => setMailLanguage(e.target.value as Language)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </FormDialog>
  );
}
