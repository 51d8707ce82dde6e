/**
 * /staff-invitation/:token (issue 24, decision 059): the invitation the owner sent by e-mail. A new
 * person gives their name and a password and is signed in; someone with an account signs in with
 * the invited e-mail first, then accepts. An expired, used or revoked link says so. Accepted, the
 * new staff member lands on the back office.
 */
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffHome } from '@phonexport/domain/staff';
import { ApiError } from '../../lib/api';
import { apiClient } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { meKey, useLogout, useMe } from '../../lib/use-me';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../i18n/i18n';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { FormError, InputField } from '../../components/ui/field';

const ROLE_KEY = { owner: 'staff.roleOwner', manager: 'staff.roleManager', support: 'staff.roleSupport' } as const;

export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const { user, isLoading } = useMe();
  const location = useLocation();
  const logout = useLogout();
  const qc = useQueryClient();
  const invitation = useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: ({ signal }) => apiClient.get('/api/staff-invitations/:token', { params: { token }, signal }),
    retry: false,
  });
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);

  if (joined) return <Navigate to={joined} replace />;

  const accept = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const me = await apiClient.post('/api/staff-invitations/:token/accept', { params: { token }, body: user ? {} : { displayName: name, password } });
      qc.setQueryData(meKey, me);
      toast.success(t('staff.welcome'));
      setJoined(staffHome(me.role));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('staff.failed'));
    } finally {
      setBusy(false);
    }
  };

  const frame = (children: React.ReactNode) => (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="card p-6">
        <PageTitle title={t('staff.joinTitle')} />
        <h1 className="text-2xl font-bold">{t('staff.joinTitle')}</h1>
        {children}
        <p className="mt-5 text-center text-sm">
          <Link to="/" className="text-slate-500 hover:text-slate-700">
            {t('staff.backToShop')}
          </Link>
        </p>
      </div>
    </div>
  );

  if (invitation.isLoading || isLoading) return frame(<Spinner />);
  if (invitation.isError || !invitation.data) {
    return frame(
      <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-700">
        {invitation.error instanceof ApiError ? invitation.error.message : t('staff.failed')}
      </p>,
    );
  }
  const inv = invitation.data;
  const intro = <p className="mt-2 text-slate-700">{t('staff.joinIntro', { role: t(ROLE_KEY[inv.role]), email: inv.email })}</p>;
  const errorLine = <FormError>{error}</FormError>;

  if (user && user.email.toLowerCase() !== inv.email) {
    return frame(
      <>
        {intro}
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('staff.otherAccount', { email: inv.email })}
        </p>
        <button type="button" className="btn-outline mt-4 w-full" onClick={logout}>
          {t('staff.signOut')}
        </button>
      </>,
    );
  }
  if (!user && inv.accountExists) {
    return frame(
      <>
        {intro}
        <p className="mt-3 text-sm text-slate-600">{t('staff.signInFirst', { email: inv.email })}</p>
        <Link to={paths.login} state={{ from: location.pathname }} className="btn-primary mt-4 w-full py-3">
          {t('staff.signInToAccept')}
        </Link>
      </>,
    );
  }
  return frame(
    <form className="mt-4 space-y-4" onSubmit={accept}>
      {intro}
      {user ? (
        <p className="text-sm text-slate-600">{t('staff.signedInAs', { email: user.email })}</p>
      ) : (
        <>
          <InputField label={t('staff.yourName')} id="invite-name" autoComplete="name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} required />
          <InputField label={t('staff.choosePassword')} id="invite-password" type="password" autoComplete="new-password" minLength={6} value={password} onChange={(e) => setPassword(e.target.value)} required />
        </>
      )}
      {errorLine}
      <button type="submit" className="btn-primary w-full py-3" disabled={busy}>
        {busy ? t('staff.accepting') : t('staff.accept')}
      </button>
    </form>,
  );
}
