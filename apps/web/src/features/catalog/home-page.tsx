/**
 * Home page (storefront spec §2 Home, §1 promises, §9 featured limit): hero carousel, looping flag
 * strip of the 8 countries, Shop by Category, Why Choose PhoneXport and Featured Products.
 */
import { BadgeCheck, ChevronRight, Headphones, Laptop, ShieldCheck, Smartphone, Tablet, Truck, type LucideIcon } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FEATURED_LIMIT, type Category } from '@phonexport/domain/catalog';
import { FLAG_NAMES, Flag, SERVICE_FLAG_CODES } from '../../components/flag';
import { paths } from '../../lib/paths';
import { useFeaturedProducts } from './api/use-featured-products';
import { HeroCarousel } from './hero-carousel';
import { useHeroes } from './api/use-heroes';
import { ProductCardIsland, ProductCardSkeleton } from './product-card';
import { useFeature } from '../../lib/shop';
import { PageTitle } from '../../components/page-title';
import { useTranslation } from '../../i18n/i18n';
import { countryName } from '../../lib/intl';
import { Island } from '../../lib/island';


const FEATURED_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3';
const FEATURED_SIZES = '(min-width: 1152px) 370px, (min-width: 768px) 32vw, 50vw';

const CATEGORY_TILES: { key: Category; icon: LucideIcon; tint: string }[] = [
  { key: 'smartphones', icon: Smartphone, tint: 'bg-blue-50 text-blue-700' },
  { key: 'tablets', icon: Tablet, tint: 'bg-violet-50 text-violet-700' },
  { key: 'computers', icon: Laptop, tint: 'bg-teal-50 text-teal-700' },
  { key: 'accessories', icon: Headphones, tint: 'bg-amber-50 text-amber-700' },
];

/** The three promises (storefront spec §1): texts by key under `home.why`, chips as keys under `home.chips` or brand names. */
const WHY: { key: 'secure' | 'shipping' | 'quality'; icon: LucideIcon; chips: { key?: string; name?: string }[] }[] = [
  { key: 'secure', icon: ShieldCheck, chips: [{ name: 'Visa' }, { name: 'Mastercard' }, { name: 'American Express' }, { key: 'wallet' }] },
  { key: 'shipping', icon: Truck, chips: [{ key: 'standard' }, { key: 'express' }, { key: 'tracked' }] },
  { key: 'quality', icon: BadgeCheck, chips: [{ name: 'Samsung' }, { name: 'iPhone' }, { name: 'Xiaomi' }, { name: 'Huawei' }] },
];

/** The eight flags scrolling in a 30 s loop; the second copy makes the loop seamless and is hidden from screen readers. */
function FlagMarquee() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="ship-title" className="mt-6">
      <h2 id="ship-title" className="px-4 text-sm font-semibold text-slate-600">
        {t('home.shipTo')}
      </h2>
      <div
        className="mt-2 overflow-hidden py-1"
        style={{ maskImage: 'linear-gradient(to right, transparent, #000 6%, #000 94%, transparent)' }}
      >
        <div className="animate-marquee flex w-max">
          {[0, 1].map((copy) => (
            <ul key={copy} aria-hidden={copy === 1} className="flex shrink-0 gap-5 pr-5">
              {SERVICE_FLAG_CODES.map((code) => (
                <li key={code} className="flex items-center gap-2 whitespace-nowrap text-sm font-medium text-slate-700">
                  <Flag code={code} width={27} />
                  {countryName(code, FLAG_NAMES[code])}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The hero carousel, from GET /api/heroes (the skeleton while they load). */
function Hero() {
  const { data, isPending } = useHeroes();
  return <HeroCarousel heroes={isPending ? undefined : (data ?? [])} />;
}

function SectionTitle({ id, children, action }: { id: string; children: string; action?: ReactNode }) {
  return (
    <div className="mb-3 flex items-end justify-between gap-2">
      <h2 id={id} className="text-lg font-bold text-slate-900 sm:text-xl">
        {children}
      </h2>
      {action}
    </div>
  );
}

function Categories() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="categories-title" className="below-fold mt-8 px-4">
      <SectionTitle id="categories-title">{t('home.categories')}</SectionTitle>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {CATEGORY_TILES.map(({ key, icon: Icon, tint }) => (
          <li key={key}>
            <Link
              to={`${paths.products}?category=${key}`}
              className="card flex flex-col items-center gap-2 px-2 py-4 text-center transition hover:border-brand-500 hover:shadow-md sm:py-5"
            >
              <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tint}`}>
                <Icon className="size-6" aria-hidden />
              </span>
              <span className="text-sm font-semibold text-slate-800">{t(`categories.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WhyChoose() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-title" className="below-fold mt-8 px-4">
      <SectionTitle id="why-title">{t('home.why')}</SectionTitle>
      <ul className="grid gap-3 md:grid-cols-3">
        {WHY.map(({ key, icon: Icon, chips }) => (
          <li key={key} className="card flex gap-3 p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">{t(`home.${key}Title`)}</h3>
              <p className="mt-0.5 text-sm text-slate-600">{t(`home.${key}Text`)}</p>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {chips.map((c) => (
                  <li key={c.key ?? c.name} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                    {c.key ? t(`home.chips.${c.key}`) : c.name}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Featured() {
  const { data, isPending } = useFeaturedProducts();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="featured-title" className="below-fold mt-8 px-4">
      <SectionTitle
        id="featured-title"
        action={
          <Link to={paths.products} className="flex items-center text-sm font-semibold text-brand-700 hover:underline">
            {t('home.viewAll')}
            <ChevronRight className="size-4" aria-hidden />
          </Link>
        }
      >
        {t('home.featured')}
      </SectionTitle>
      {isPending ? (
        <div className={FEATURED_GRID} role="status" aria-label={t('home.loadingFeatured')}>
          {Array.from({ length: 4 }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : !data?.length ? (
        <p className="card p-6 text-center text-sm text-slate-600">{t('home.noFeatured')}</p>
      ) : (
        <ul className={FEATURED_GRID}>
          {data.slice(0, FEATURED_LIMIT).map((p, i) => (
            <li key={p.id} className="flex">
              <ProductCardIsland product={p} sizes={FEATURED_SIZES} position={i} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Home (storefront spec §2 Home), ending with the customer reviews section (loaded on demand). */
/** The home page (storefront spec §2); `reviews` is the reviews section the layout (app/) composes in. */
export function HomePage({ reviews }: { reviews?: ReactNode }) {
  const reviewsOn = useFeature('reviews');
  const { t } = useTranslation();
  return (
    <div className="pb-4">
      <PageTitle title={t('home.pageTitle')} full />
      <h1 className="sr-only">{t('home.heading')}</h1>
      <div className="px-4 pt-4">
        {/* An island of a page the server rendered (lib/island.tsx): it turns before the whole app. */}
        <Island name="hero" id="home">
          <Hero />
        </Island>
      </div>
      <FlagMarquee />
      <Categories />
      <WhyChoose />
      <Featured />
      {reviewsOn && reviews && <Suspense fallback={null}>{reviews}</Suspense>}
    </div>
  );
}
