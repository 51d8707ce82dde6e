import { Link } from 'react-router';
import { PageTitle } from './page-title';

/** Unknown paths (storefront spec §2): 'Oops! Page not found' with a link home. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center">
      <p className="text-6xl font-black text-brand-600">404</p>
      <PageTitle title={'Page Not Found'} />
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn-primary mt-6">
        Go Home
      </Link>
    </div>
  );
}
