/**
 * Product detail (storefront spec §2 Product detail, §4 stock labels, §5 Add to cart, §8 Product):
 * image carousel, shipping flags, name, brand, price (range when variants differ), stock, colour and
 * storage choosers, specifications, customs info, add to cart (then /cart) and sharing.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { AlertTriangle, ChevronLeft, ShoppingCart } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { distinct, findVariant } from '@phonexport/domain/catalog';
import type { ProductDetail } from '@phonexport/contracts/catalog';
import { formatUsd } from '@phonexport/domain/money';
import { IN_STOCK_THRESHOLD, isOutOfStock } from '@phonexport/domain/stock';
import { FlagRow } from '../../components/flag';
import { useFeature } from '../../lib/shop';
import { paths } from '../../lib/paths';
import { addProductToCart } from '../../lib/use-add-to-cart';
import { useProduct } from './api/use-product';
import { ImageCarousel } from './image-carousel';
import { ShareButton } from './share-dialog';
import { PageTitle } from '../../components/page-title';
import { Price } from '../../components/price';
import { usePriceFormat } from '../../lib/currency';
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

function ChoiceButton({ pressed, disabled, onClick, children }: { pressed: boolean; disabled?: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={`rounded-xl border px-3.5 py-2 text-sm font-medium transition disabled:cursor-not-allowed disabled:border-dashed disabled:text-slate-400 disabled:line-through ${
        pressed ? 'border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500'
      }`}
    >
      {children}
    </button>
  );
}

const ramText = (ram: string) => (/^\d+(\.\d+)?$/.test(ram.trim()) ? `${ram.trim()} GB` : ram);

function ProductView({ product, reviews }: { product: ProductDetail; reviews?: ProductReviewsSlot }) {
  const price = usePriceFormat();
  const navigate = useNavigate();
  const reviewsOn = useFeature('reviews');
  const variants = product.variants;
  const first = product.defaultVariant ?? variants[0] ?? null;
  const [color, setColor] = useState<string | null>(first?.color ?? null);
  const [storage, setStorage] = useState<string | null>(first?.storage ?? null);
  const { t } = useTranslation();

  const colors = distinct(variants.map((v) => v.color)).filter(Boolean);
  const storages = distinct(variants.map((v) => v.storage)).filter(Boolean);
  const variant = variants.length ? (findVariant(variants, color, storage) ?? first) : null;
  const stock = product.status === 'out_of_stock' ? 0 : (variant?.stock ?? product.stock);
  const out = isOutOfStock(stock, product.status);
  const priceCents = variant?.priceCents ?? product.priceCents;
  const prices = variants.map((v) => v.priceCents);
  const min = prices.length ? Math.min(...prices) : product.priceCents;
  const max = prices.length ? Math.max(...prices) : product.maxPriceCents;
  // On the server there is no window: the link is only shown once the share dialog opens.
  const url = `${typeof window === 'undefined' ? '' : window.location.origin}${paths.product(product.id)}`;
  const storageAvailable = (s: string) => !colors.length || variants.some((v) => v.color === color && v.storage === s);

  const chooseColor = (c: string) => {
    setColor(c);
    setStorage(findVariant(variants, c, storage)?.storage ?? storage);
  };

  const addToCart = () => {
    if (variant && addProductToCart(product, variant)) navigate(paths.cart);
  };

  const s = product.specifications;
  const specs = [
    [t('product.specs.display'), s.display],
    [t('product.specs.processor'), s.processor],
    [t('product.specs.ram'), s.ram ? ramText(s.ram) : ''],
    [t('product.specs.storage'), s.storage || variant?.storage || ''],
    [t('product.specs.camera'), s.camera],
    [t('product.specs.battery'), s.battery],
  ].filter(([, v]) => v);

  return (
    <div className="px-4 pb-6 pt-3">
      <PageTitle title={product.name} />
      <Link to={paths.products} className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700">
        <ChevronLeft className="size-4" aria-hidden />
        {t('product.back')}
      </Link>
      <div className="mt-3 grid gap-6 md:grid-cols-2 md:items-start">
        <div className="md:sticky md:top-20">
          <ImageCarousel images={product.images} alt={product.name} />
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

          <div className="mt-3">
            <p className="text-3xl font-extrabold text-slate-900" data-testid="product-price">
              <Price cents={priceCents} />
            </p>
            {max > min && (
              <p className="mt-0.5 text-sm text-slate-500">
                {t('product.priceRange', { min: price.show(min), max: price.show(max).replace(/^≈\u00a0/, '') })}
              </p>
            )}
            <p className={`mt-1 text-sm font-semibold ${out ? 'text-red-600' : stock > IN_STOCK_THRESHOLD ? 'text-green-700' : 'text-amber-700'}`}>
              {out ? t('common.outOfStock') : stock > IN_STOCK_THRESHOLD ? t('common.inStock') : t('common.leftInStock', { count: stock })}
            </p>
          </div>

          {colors.length > 0 && (
            <fieldset className="mt-5">
              <legend className="text-sm font-semibold text-slate-800">
                {t('product.colour')} <span className="font-normal text-slate-600">{color}</span>
              </legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {colors.map((c) => (
                  <ChoiceButton key={c} pressed={c === color} onClick={() => chooseColor(c)}>
                    {c}
                  </ChoiceButton>
                ))}
              </div>
            </fieldset>
          )}

          {storages.length > 0 && (
            <fieldset className="mt-4">
              <legend className="text-sm font-semibold text-slate-800">
                {t('product.storage')} <span className="font-normal text-slate-600">{variant?.storage ?? storage}</span>
              </legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {storages.map((st) => (
                  <ChoiceButton key={st} pressed={st === (variant?.storage ?? storage)} disabled={!storageAvailable(st)} onClick={() => setStorage(st)}>
                    {st}
                  </ChoiceButton>
                ))}
              </div>
            </fieldset>
          )}

          <button type="button" className="btn-primary mt-6 w-full py-3 text-base" disabled={out || !variant} onClick={addToCart}>
            {out || !variant ? (
              t('common.outOfStock')
            ) : (
              <>
                <ShoppingCart className="size-5" aria-hidden />
                {t('common.addToCart')}
              </>
            )}
          </button>

          {product.description && <p className="mt-6 whitespace-pre-line text-sm leading-relaxed text-slate-700">{product.description}</p>}

          {specs.length > 0 && (
            <section aria-labelledby="specs-title" className="card mt-6 p-4">
              <h2 id="specs-title" className="font-bold">
                {t('product.specifications')}
              </h2>
              <dl className="mt-2 divide-y divide-slate-100 text-sm">
                {specs.map(([k, v]) => (
                  <div key={k} className="grid grid-cols-[7rem_1fr] gap-3 py-2">
                    <dt className="text-slate-500">{k}</dt>
                    <dd className="font-medium text-slate-800">{v}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}

          <section aria-labelledby="customs-title" className="card mt-4 border-amber-200 bg-amber-50/60 p-4">
            <h2 id="customs-title" className="font-bold">
              {t('product.customs')}
            </h2>
            <dl className="mt-2 divide-y divide-amber-100 text-sm">
              <div className="grid grid-cols-[7rem_1fr] gap-3 py-2">
                <dt className="text-slate-600">{t('product.hsCode')}</dt>
                <dd className="font-medium text-slate-800">{s.hsCode || '—'}</dd>
              </div>
              <div className="grid grid-cols-[7rem_1fr] gap-3 py-2">
                <dt className="text-slate-600">{t('product.declaredValue')}</dt>
                <dd className="font-medium text-slate-800">{formatUsd(s.declaredValueCents)}</dd>
              </div>
              <div className="grid grid-cols-[7rem_1fr] gap-3 py-2">
                <dt className="text-slate-600">{t('summary.duty')}</dt>
                <dd className="font-medium text-slate-800">
                  <Price cents={s.estimatedDutyCents} />
                </dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-slate-600">{t('product.dutyNote')}</p>
          </section>
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
