/**
 * Every price a shopper sees (issue 22): in their currency as an approximation ("≈ K 8,650") when
 * they chose one with a fresh rate, else in USD as before ("$329.00"). `withUsd` adds the USD amount
 * beside it, for the amounts where money is about to be taken or was taken (cart total, checkout,
 * confirmation, order, invoice). An amount never wraps inside itself; the two amounts may stack.
 */
import { usePriceFormat, type PriceStyle, type RateSnapshot } from '../lib/display-currency';

interface PriceProps {
  /** The amount in US cents (negative for a discount or a refund). */
  cents: number;
  /** 'card': whole units (product cards); 'exact' (default): with decimals where they matter. */
  priceStyle?: PriceStyle;
  /** Also show the USD amount, when the shown one is converted. */
  withUsd?: boolean;
  className?: string;
  /** An order's frozen rate: its amounts are shown at it rather than at today's rates. */
  snapshot?: RateSnapshot | null;
}

export function Price({ cents, priceStyle = 'exact', withUsd = false, className = '', snapshot }: PriceProps) {
  const format = usePriceFormat(snapshot);
  const shown = format.show(cents, priceStyle);
  if (!withUsd || !format.converted) {
    return (
      <span className={`whitespace-nowrap ${className}`} data-price={format.currency}>
        {shown}
      </span>
    );
  }
  return (
    <span className={`inline-flex flex-wrap items-baseline justify-end gap-x-1.5 ${className}`} data-price={format.currency}>
      <span className="whitespace-nowrap">{shown}</span>
      <span className="whitespace-nowrap text-[0.85em] font-normal text-slate-500" data-price-usd>
        ({format.usd(cents)})
      </span>
    </span>
  );
}

/** A price range ('≈ K 8,650 – K 9,990', '$1,299 - $1,659'), or one price when `min` equals `max`. */
export function PriceRange({ min, max, priceStyle = 'exact', className = '' }: { min: number; max: number; priceStyle?: PriceStyle; className?: string }) {
  const format = usePriceFormat();
  if (max <= min) return <Price cents={min} priceStyle={priceStyle} className={className} />;
  const from = format.show(min, priceStyle);
  // The approximation sign is written once, before the range.
  const to = format.show(max, priceStyle).replace(/^≈\u00a0/, '');
  return (
    <span className={`inline-flex flex-wrap gap-x-1 ${className}`} data-price={format.currency}>
      <span className="whitespace-nowrap">{from} -</span>
      <span className="whitespace-nowrap">{to}</span>
    </span>
  );
}
