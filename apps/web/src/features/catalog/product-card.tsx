/**
 * Product card of the home and product-list grids (storefront spec §2, §4 card badges, §9 prices on
 * cards in whole USD, a range for variants): square image, brand, name, price, stock badges and
 * add-to-cart with the default variant.
 */
import { useState } from 'react';
import { ImageDown, ShoppingCart } from 'lucide-react';
import { BRAND_LABELS, imageSrcSet, imageUrl } from '@phonexport/domain/catalog';
import type { ProductSummary } from '@phonexport/contracts/catalog';
import { isLowStock, isOutOfStock } from '@phonexport/domain/stock';
import { paths } from '../../lib/paths';
import { addProductToCart } from '../../lib/use-add-to-cart';
import { ShopLink } from '../../lib/shop-link';
import { Island } from '../../lib/island';
import type { AddableProduct } from '../../lib/cart-store';
import type { Variant } from '@phonexport/contracts/catalog';
import { PriceRange } from '../../components/price';
import { useTranslation } from '../../i18n/i18n';
import { DEFER_IMAGES_FROM, useDataSaver } from '../../lib/data-saver';

/** Card price in whole units of the shopper's currency: '$1,299', '≈ K 34,190', or a range when variants differ. */
export function CardPrice({ product: p }: { product: Pick<ProductSummary, 'priceCents' | 'maxPriceCents'> }) {
  return <PriceRange min={p.priceCents} max={p.maxPriceCents} priceStyle="card" />;
}

/** A brand's label on a card: the known spelling ('iPhone'), else its slug in title case ('tecno-mobile' → 'Tecno Mobile'). */
export const brandLabel = (brand: string) =>
  BRAND_LABELS[brand.toLowerCase()] ?? brand.replace(/-/g, ' ').replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase());

/** Grid of cards: 2 columns on phones (§2), more on wide screens. */
export const PRODUCT_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';
const SIZES = '(min-width: 1152px) 270px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 50vw';

/** The props a card is rendered with besides its product (an island's element carries them: lib/island.tsx). */
export interface ProductCardPlace {
  /** Load its image first (the page's largest early image). */
  priority?: boolean;
  /** The grid's column width, as `<img sizes>`. */
  sizes?: string;
  /** Its place in the list (0 first): in data-saver mode the image is the 160 px one, and from DEFER_IMAGES_FROM on it waits for a tap on its placeholder (issue 26). */
  position?: number;
}

/** What a card's Add to Cart does with the default variant: by default, add and say so with a toast (an island hands the toast to the app). */
export type AddCardToCart = (product: AddableProduct, variant: Variant) => void;

/**
 * A product card (see the module's comment), its place given by `priority`, `sizes` and `position`
 * (ProductCardPlace). Its links are ShopLinks, so it can be an island of a page the server rendered
 * (home and the product list; app/islands.tsx).
 */
export function ProductCard({ product, priority = false, sizes = SIZES, position = 0, onAdd = addProductToCart }: { product: ProductSummary; onAdd?: AddCardToCart } & ProductCardPlace) {
  const out = isOutOfStock(product.stock, product.status);
  const variant = product.defaultVariant;
  const canAdd = !out && variant !== null && variant.stock > 0;
  const src = product.images[0];
  const titleId = `product-${product.id}-name`;
  const href = paths.product(product.id);
  const { t } = useTranslation();
  const saver = useDataSaver();
  const [tapped, setTapped] = useState(false);
  const waiting = saver && position >= DEFER_IMAGES_FROM && !tapped && !!src;

  return (
    <article aria-labelledby={titleId} className="card relative flex w-full flex-col overflow-hidden">
      {waiting && (
        <button
          type="button"
          onClick={() => setTapped(true)}
          data-testid="load-image"
          className="absolute inset-x-0 top-0 z-10 flex aspect-square flex-col items-center justify-center gap-1 bg-slate-100 text-xs font-medium text-slate-600"
        >
          <ImageDown className="size-6" aria-hidden />
          {t('pwa.dataSaver.tapToLoad')}
        </button>
      )}
      <ShopLink to={href} className="group flex flex-1 flex-col" tabIndex={-1} aria-hidden>
        <div className="relative aspect-square bg-slate-100">
          {src && waiting ? null : src ? (
            <img
              src={imageUrl(src, saver ? 'thumb' : 'card') ?? undefined}
              srcSet={saver ? undefined : imageSrcSet(src)}
              sizes={saver ? undefined : sizes}
              width={400}
              height={400}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              alt=""
              className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
            />
          ) : (
            <span className="flex size-full items-center justify-center text-5xl" aria-hidden>
              📱
            </span>
          )}
          {out ? (
            <span className="absolute left-2 top-2 rounded-full bg-slate-900/85 px-2 py-0.5 text-[11px] font-semibold text-white">{t('common.outOfStock')}</span>
          ) : isLowStock(product.stock) ? (
            <span className="absolute left-2 top-2 rounded-full bg-amber-700 px-2 py-0.5 text-[11px] font-semibold text-white">{t('common.lowStock')}</span>
          ) : null}
        </div>
      </ShopLink>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-[11px] font-semibold uppercase tracking-wide text-brand-600">{product.brandName}</p>
        <h3 id={titleId} className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-slate-900">
          <ShopLink to={href} className="hover:text-brand-700 focus-visible:underline">
            {product.name}
          </ShopLink>
        </h3>
        <p className="mt-auto pt-1 text-base font-bold text-slate-900">
          <CardPrice product={product} />
        </p>
        {variant || out ? (
          <button
            type="button"
            className="btn-primary mt-1 w-full px-2 py-2 text-[13px]"
            disabled={!canAdd}
            onClick={() => {
              if (variant) onAdd(product, variant);
            }}
          >
            {canAdd ? (
              <>
                <ShoppingCart className="size-4" aria-hidden />
                {t('common.addToCart')}
              </>
            ) : (
              t('common.outOfStock')
            )}
          </button>
        ) : (
          <ShopLink to={href} className="btn-outline mt-1 w-full px-2 py-2 text-[13px]">
            {t('common.viewOptions')}
          </ShopLink>
        )}
      </div>
    </article>
  );
}

/**
 * A card of a grid the server may render (home's featured products, the product list): an island
 * (lib/island.tsx) whose element carries the card's place, so app/islands.tsx renders it as the
 * server did and its Add to Cart acts before the whole app. The element is `display: contents`: the
 * grid is laid out as if it were not there.
 */
export function ProductCardIsland({ product, ...place }: { product: ProductSummary } & ProductCardPlace) {
  return (
    <Island name="card" id={product.id} props={place} className="contents">
      <ProductCard product={product} {...place} />
    </Island>
  );
}

/** Placeholder with the card's exact shape, so nothing moves when data arrives. */
export function ProductCardSkeleton() {
  return (
    <div className="card overflow-hidden" aria-hidden>
      <div className="skeleton aspect-square rounded-none" />
      <div className="space-y-2 p-3">
        <div className="skeleton h-3 w-1/3" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-2/3" />
        <div className="skeleton h-5 w-1/2" />
        <div className="skeleton h-9 w-full rounded-xl" />
      </div>
    </div>
  );
}
