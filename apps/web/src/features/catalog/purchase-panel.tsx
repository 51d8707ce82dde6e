/**
 * The part of the product page a shopper acts on (storefront spec §2 Product detail, §4 stock
 * labels, §5 Add to cart): price and range, stock, the colour and storage choosers, Add to Cart,
 * the description, the specifications (their storage is the chosen variant's when the product
 * names none) and the customs information. An island of its own on a first visit (issue 26,
 * app/islands.tsx): it needs no router and no TanStack Query, and the whole app leaves it live
 * when it takes the rest of the page (lib/island.tsx).
 */
import { useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { distinct, findVariant } from '@phonexport/domain/catalog';
import type { ProductDetail, Variant } from '@phonexport/contracts/catalog';
import { formatUsd } from '@phonexport/domain/money';
import { IN_STOCK_THRESHOLD, isOutOfStock } from '@phonexport/domain/stock';
import { Price } from '../../components/price';
import { usePriceFormat } from '../../lib/display-currency';
import { useTranslation } from '../../i18n/i18n';

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

/** What Add to Cart does with the chosen variant: the app adds, toasts and opens the cart; an island hands the rest to the app (app/islands.tsx). */
export type AddToCart = (product: ProductDetail, variant: Variant) => void;

/** The panel for `product`; `onAdd` is what Add to Cart does with the variant chosen. */
export function PurchasePanel({ product, onAdd }: { product: ProductDetail; onAdd: AddToCart }) {
  const price = usePriceFormat();
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
  const storageAvailable = (s: string) => !colors.length || variants.some((v) => v.color === color && v.storage === s);

  const chooseColor = (c: string) => {
    setColor(c);
    setStorage(findVariant(variants, c, storage)?.storage ?? storage);
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
    <>
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

      <button type="button" className="btn-primary mt-6 w-full py-3 text-base" disabled={out || !variant} onClick={() => variant && onAdd(product, variant)}>
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
    </>
  );
}
