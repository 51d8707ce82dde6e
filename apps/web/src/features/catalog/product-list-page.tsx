/**
 * Product list (storefront spec §2 Product list, §5 Price filters, §9 paging): brand strip (the
 * shop's brands from GET /api/brands),
 * 'More Filters' (search, category, price range), a grid of cards, 20 first and 10 per Load More,
 * skeleton, error and empty states. Filters live in the URL so back and sharing keep them.
 */
import { FIELD_LIMITS } from '@phonexport/domain/input-limits';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { AlertTriangle, Loader2, PackageSearch, Search, SlidersHorizontal, X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PRICE_RANGES, type PriceRangeKey } from '@phonexport/domain/catalog';
import { useBrands } from './api/use-brands';
import { useProductPages } from './api/use-product-pages';
import { filtersFromParams, type ProductFilters } from './product-filters';
import { PRODUCT_GRID, ProductCardIsland, ProductCardSkeleton, brandLabel } from './product-card';
import { CategoryOptions } from './category-options';
import { PageTitle } from '../../components/page-title';
import { useTranslation } from '../../i18n/i18n';
import { formatCount } from '../../lib/intl';
import { paths } from '../../lib/paths';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

const SEARCH_DEBOUNCE_MS = 300;
/** Cards laid out as the page is parsed (two rows on a phone); later ones wait until they near the viewport (`below-fold-card`, issue 26). */
const FIRST_SCREEN_CARDS = 4;
type FilterKey = keyof ProductFilters;

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`shrink-0 rounded-full border px-4 py-1.5 text-sm font-semibold transition ${
        pressed ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700'
      }`}
    >
      {children}
    </button>
  );
}

/** Product list (storefront spec §2 Product list; query params category, brand, search, price). */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const { category, brand, search, price } = filters;
  const [open, setOpen] = useState(() => Boolean(search || category || price));
  const [text, setText] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  const ids = useId();
  const { t } = useTranslation();
  // What was typed or chosen in the filters before the page hydrated is applied once it is live.
  const filterForm = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(filterForm, (field, value) => {
    if (field === 'search') setText(value);
    else if (field === 'category' || field === 'price') update({ [field]: value });
  });

  // The URL changed from outside (back button, a link): show its search text.
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (search !== text.trim()) setText(search);
  }

  const update = useCallback(
    (patch: Partial<Record<FilterKey, string | null>>, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  useEffect(() => {
    const value = text.trim();
    if (value === search) return;
    const timer = window.setTimeout(() => update({ search: value }, true), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, update]);

  const q = useProductPages(filters);
  const strip = useBrands().data ?? [];
  const nameOf = (slug: string) => strip.find((b) => b.slug === slug)?.name ?? brandLabel(slug);
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  // A search matching more than it ranks reads '1,000+ products' (issue 29).
  const countText = q.data?.pages[0]?.totalCapped ? t('searchScale.countCapped', { count: total, shown: formatCount(total) }) : t('productList.count', { count: total });
  const hasFilters = Boolean(category || brand || search || price);
  const heading = [brand ? nameOf(brand) : null, category ? t(`categories.${category}`) : null].filter(Boolean).join(' ');
  const extraBrand = brand && !strip.some((b) => b.slug === brand) ? brand : null;

  const clearAll = () => {
    setText('');
    update({ category: null, brand: null, search: null, price: null });
  };

  return (
    <div className="px-4 pb-4 pt-4">
      <div className="flex items-baseline justify-between gap-3">
        <PageTitle title={heading || t('productList.pageTitle')} />
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{heading || t('nav.allProducts')}</h1>
        <p className="shrink-0 text-sm text-slate-600" aria-live="polite">
          {q.isPending ? '' : q.isError && !q.data ? '' : countText}
        </p>
      </div>

      <div
        role="group"
        aria-label={t('productList.brand')}
        className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <Chip pressed={!brand} onClick={() => update({ brand: null })}>
          {t('productList.all')}
        </Chip>
        {strip.map((b) => (
          <Chip key={b.slug} pressed={brand === b.slug} onClick={() => update({ brand: b.slug })}>
            {b.name}
          </Chip>
        ))}
        {extraBrand && (
          <Chip pressed onClick={() => update({ brand: null })}>
            {brandLabel(extraBrand)}
          </Chip>
        )}
      </div>

      <div className="mt-3 flex items-center justify-between gap-2">
        <button type="button" className="btn-outline py-2" aria-expanded={open} aria-controls={`${ids}-filters`} onClick={() => setOpen((o) => !o)}>
          <SlidersHorizontal className="size-4" aria-hidden />
          {t('productList.moreFilters')}
        </button>
        {hasFilters && (
          <button type="button" className="btn-ghost py-2 text-brand-700" onClick={clearAll}>
            <X className="size-4" aria-hidden />
            {t('productList.clearFilters')}
          </button>
        )}
      </div>

      {/* A GET form to this page: before the scripts arrive, Enter asks the server for the filtered list. */}
      <form ref={filterForm} id={`${ids}-filters`} hidden={!open} action={paths.products} method="get" role="search" onSubmit={(e) => e.preventDefault()} className="card mt-3 grid gap-3 p-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${ids}-search`} className="label">
            {t('productList.search')}
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
            <input
              id={`${ids}-search`}
              name="search"
              type="search"
              inputMode="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={FIELD_LIMITS.search.max}
              className="input pl-9"
              placeholder={t('productList.searchPlaceholder')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') update({ search: text.trim() }, true);
              }}
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${ids}-category`} className="label">
            {t('productList.category')}
          </label>
          <select id={`${ids}-category`} name="category" className="input" value={category ?? ''} onChange={(e) => update({ category: e.target.value })}>
            <CategoryOptions none={t('productList.allCategories')} />
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-price`} className="label">
            {t('productList.priceRange')}
          </label>
          <select id={`${ids}-price`} name="price" className="input" value={price ?? ''} onChange={(e) => update({ price: e.target.value })}>
            <option value="">{t('productList.allPrices')}</option>
            {(Object.keys(PRICE_RANGES) as PriceRangeKey[]).map((k) => (
              <option key={k} value={k}>
                {t(`productList.prices.${k}`)}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div className="mt-4">
        {q.isPending ? (
          <div className={PRODUCT_GRID} role="status" aria-label={t('productList.loading')}>
            {Array.from({ length: 6 }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        ) : q.isError && !q.data ? (
          <div className="card flex flex-col items-center px-6 py-12 text-center" role="alert">
            <AlertTriangle className="size-10 text-red-500" aria-hidden />
            <h2 className="mt-3 text-lg font-bold">{t('productList.errorTitle')}</h2>
            <p className="mt-1 text-sm text-slate-600">{q.error.message || t('common.somethingWrong')}</p>
            <button type="button" className="btn-primary mt-5" onClick={() => window.location.reload()}>
              {t('common.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <div className="card flex flex-col items-center px-6 py-12 text-center">
            <PackageSearch className="size-10 text-slate-400" aria-hidden />
            <h2 className="mt-3 text-lg font-bold">{t('productList.noneTitle')}</h2>
            <p className="mt-1 text-sm text-slate-600">{search ? t('productList.noMatch', { search }) : t('productList.noneAvailable')}</p>
            {hasFilters && (
              <button type="button" className="btn-outline mt-5" onClick={clearAll}>
                {t('productList.clearFilters')}
              </button>
            )}
          </div>
        ) : (
          <>
            <ul className={PRODUCT_GRID}>
              {items.map((p, i) => (
                <li key={p.id} className={i < FIRST_SCREEN_CARDS ? 'flex' : 'below-fold-card flex'}>
                  <ProductCardIsland product={p} priority={i < 2} position={i} />
                </li>
              ))}
            </ul>
            {q.isFetchNextPageError && (
              <p className="mt-4 text-center text-sm text-red-600" role="alert">
                {t('productList.loadMoreFailed')}
              </p>
            )}
            {q.hasNextPage && (
              <div className="mt-6 flex flex-col items-center gap-1">
                <button
                  type="button"
                  className="btn-outline min-w-40"
                  disabled={q.isFetchingNextPage}
                  aria-busy={q.isFetchingNextPage}
                  onClick={() => void q.fetchNextPage()}
                >
                  {q.isFetchingNextPage && <Loader2 className="size-4 animate-spin" aria-hidden />}
                  {t('productList.loadMore')}
                </button>
                <p className="text-xs text-slate-500">
                  {t('productList.showing', { shown: items.length, total })}
                </p>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
