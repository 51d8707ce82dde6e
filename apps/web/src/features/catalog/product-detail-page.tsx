/**
 * Product detail (storefront spec §2 Product detail, §4 stock labels, §5 Add to cart, §8 Product):
 * image carousel, shipping flags, name, brand, price (range when variants differ), stock, colour and
 * storage choosers, specifications, customs info, add to cart (then /cart; purchase-panel.tsx) and sharing.
 */
import { Suspense, type ReactNode } from 'react';
import { AlertTriangle, ChevronLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProductDetail } from '@phonexport/contracts/catalog';
import { FlagRow } from '../../components/flag';
import { useFeature } from '../../lib/shop';
import { paths } from '../../lib/paths';
import { addProductToCart } from '../../lib/use-add-to-cart';
import { useProduct } from './api/use-product';
import { ImageCarousel } from './image-carousel';
import { PurchasePanel, type AddToCart } from './purchase-panel';
import { Island } from '../../lib/island';
import { ShareButton } from './share-dialog';
import { PageTitle } from '../../components/page-title';
import { useTranslation } from '../../i18n/i18n';

/** What the page shows below the product for its reviews: given by the layout that composes it (app/), since catalog knows no other feature. */
export type ProductReviewsSlot = (product: { id: string; name: string }) => ReactNode;

/** Wordmark styles of the known brands; others get a neutral badge. */
const BRAND_STYLES: Record<string, string> = {
  samsung: 'bg-[#1428a0] text-white tracking-[0.2em] uppercase',
  iphone: 'bg-black text-white',
  ipad: 'bg-black text-white',
  xiaomi: 'bg-[#ff6900] text-white lowercase tracking-wide',
  huawei: 'bg-[#cf0a2c] text-white uppercase tracking-[0.15em]',
  honor: 'bg-[#0b1f4b] text-white uppercase tracking-[0.2em]',
  lenovo: 'bg-[#e2231a] text-white lowercase',
  hp: 'bg-[#0096d6] text-white lowercase italic',
  dell: 'bg-[#007db8] text-white uppercase tracking-[0.15em]',
};

function BrandBadge({ brand, name }: { brand: string; name: string }) {
  const key = brand.toLowerCase();
  return (
    <span className={`inline-flex h-7 items-center rounded-md px-2.5 text-xs font-extrabold ${BRAND_STYLES[key] ?? 'bg-slate-200 text-slate-800'}`}>
      {name}
    </span>
  );
}

function ProductView({ product, reviews }: { product: ProductDetail; reviews?: ProductReviewsSlot }) {
  const navigate = useNavigate();
  const reviewsOn = useFeature('reviews');
  const { t } = useTranslation();
  // On the server there is no window: the link is only shown once the share dialog opens.
  const url = `${typeof window === 'undefined' ? '' : window.location.origin}${paths.product(product.id)}`;
  const add: AddToCart = (p, variant) => {
    if (addProductToCart(p, variant)) navigate(paths.cart);
  };

  return (
    <div className="px-4 pb-6 pt-3">
      <PageTitle title={product.name} />
      <Link to={paths.products} className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700">
        <ChevronLeft className="size-4" aria-hidden />
        {t('product.back')}
      </Link>
      <div className="mt-3 grid gap-6 md:grid-cols-2 md:items-start">
        <div className="md:sticky md:top-20">
          {/* Islands of a page the server rendered (lib/island.tsx): the gallery and the purchase panel are live before the whole app. */}
          <Island name="gallery" id={product.id}>
            <ImageCarousel images={product.images} alt={product.name} />
          </Island>
          <div className="mt-3 flex items-center gap-2 text-xs font-medium text-slate-600">
            <span className="shrink-0">{t('product.shipsTo')}</span>
            <FlagRow width={24} />
          </div>
        </div>

        <div>
          <div className="flex items-center justify-between gap-3">
            <BrandBadge brand={product.brand} name={product.brandName} />
            <ShareButton url={url} title={product.name} />
          </div>
          <h1 className="mt-3 text-2xl font-bold leading-tight text-slate-900">{product.name}</h1>
          <Island name="purchase" id={product.id}>
            <PurchasePanel product={product} onAdd={add} />
          </Island>
        </div>
      </div>
      {reviewsOn && reviews && <Suspense fallback={null}>{reviews(product)}</Suspense>}
    </div>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="px-4 pb-6 pt-3" role="status" aria-label={t('product.loading')}>
      <div className="skeleton h-5 w-28" />
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        <div className="skeleton aspect-square rounded-2xl" />
        <div className="space-y-3">
          <div className="skeleton h-7 w-24" />
          <div className="skeleton h-8 w-4/5" />
          <div className="skeleton h-9 w-1/3" />
          <div className="skeleton h-4 w-1/4" />
          <div className="flex gap-2 pt-2">
            <div className="skeleton h-10 w-24 rounded-xl" />
            <div className="skeleton h-10 w-24 rounded-xl" />
          </div>
          <div className="skeleton h-12 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}

function Problem({ title, message, action }: { title: string; message: string; action: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <AlertTriangle className="size-12 text-slate-400" aria-hidden />
      <PageTitle title={title} />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      {action}
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Problem
      title={t('product.notFound')}
      message={t('product.notFoundText')}
      action={
        <Link to={paths.products} className="btn-primary mt-6">
          {t('product.browse')}
        </Link>
      }
    />
  );
}

/** Product detail at /product/:id and /products/:id (storefront spec §2 Product detail); `reviews` renders its reviews section. */
export function ProductDetailPage({ reviews }: { reviews?: ProductReviewsSlot }) {
  const { id = '' } = useParams();
  const { data, error, isPending, refetch, isRefetching } = useProduct(id);
  const { t } = useTranslation();

  if (!id || data === null) return <NotFound />;
  if (error && !data) {
    return (
      <Problem
        title={t('product.loadFailed')}
        message={error.message || t('product.loadFailed')}
        action={
          <button type="button" className="btn-primary mt-6" disabled={isRefetching} onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (isPending) return <DetailSkeleton />;
  return <ProductView key={data.id} product={data} reviews={reviews} />;
}
