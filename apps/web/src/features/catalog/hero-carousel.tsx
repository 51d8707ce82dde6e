/**
 * Home hero carousel (storefront spec §2 Home, §9): active heroes by priority descending,
 * auto-advance every 6000 ms with 2+ slides, arrows and dots only with 2+ slides and disabled for
 * 500 ms during a transition, wrapping index, a product chip on product slides, the default
 * welcome banner without heroes and a skeleton while loading.
 */
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Headphones, Laptop, Smartphone } from 'lucide-react';
import type { HeroDto } from '@phonexport/contracts/catalog';
import { sameOriginPath } from '@phonexport/domain/links';
import { paths } from '../../lib/paths';
import { ShopLink } from '../../lib/shop-link';
import { useCarousel } from './use-carousel';
import { CarouselArrow, CarouselDots } from './carousel-controls';
import { useDataSaver } from '../../lib/data-saver';
import { Price } from '../../components/price';
import { useTranslation } from '../../i18n/i18n';

export const HERO_AUTO_ADVANCE_MS = 6000;

const onVisibility = (cb: () => void) => {
  document.addEventListener('visibilitychange', cb);
  return () => document.removeEventListener('visibilitychange', cb);
};
/** True while the tab is hidden (auto-advance pauses then). */
const usePageHidden = () => useSyncExternalStore(onVisibility, () => document.hidden, () => false);

/**
 * Where a slide's button leads (§3 Hero buttonAction). A URL is followed only when it is a path on
 * this shop by URL parsing (sameOriginPath; the server stores no other since issue 24).
 */
export function heroTarget(h: Pick<HeroDto, 'buttonAction' | 'productId' | 'category' | 'url'>): { to: string; external: boolean } {
  if (h.buttonAction === 'product' && h.productId) return { to: paths.product(h.productId), external: false };
  if (h.buttonAction === 'category' && h.category) return { to: `${paths.products}?category=${encodeURIComponent(h.category)}`, external: false };
  if (h.buttonAction === 'url' && h.url) {
    const path = sameOriginPath(h.url);
    if (path) return { to: path, external: false };
  }
  return { to: paths.products, external: false };
}

function HeroButton({ hero }: { hero: HeroDto }) {
  const { to, external } = heroTarget(hero);
  const { t } = useTranslation();
  const cls = 'btn-primary mt-3 self-start md:bg-white md:text-brand-700 md:hover:bg-brand-50';
  return external ? (
    <a href={to} className={cls} rel="noopener">
      {hero.buttonText || t('home.shopNow')}
    </a>
  ) : (
    <ShopLink to={to} className={cls}>
      {hero.buttonText || t('home.shopNow')}
    </ShopLink>
  );
}

/** Phone text area height fitting 2-line title, 2-line subtitle, chip and button, so slides, banner and skeleton match. */
const TEXT_BOX = 'min-h-[13.5rem] md:min-h-0';

/** One slide: 3:1 image, then text (overlaid on the image's left from md up: three fifths of it, the title a size smaller, until lg, where the image is tall enough for the half). */
function Slide({ image, children }: { image: ReactNode; children: ReactNode }) {
  return (
    <div className="relative flex h-full flex-col bg-white md:block">
      <div className="relative aspect-[3/1] overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500">{image}</div>
      <div className={`${TEXT_BOX} flex flex-1 flex-col p-4 md:absolute md:inset-y-0 md:left-0 md:w-3/5 md:justify-center md:bg-gradient-to-r md:from-slate-950/75 md:to-transparent md:py-4 md:pl-16 md:pr-6 md:text-white lg:w-1/2 lg:py-10`}>
        {children}
      </div>
    </div>
  );
}

function HeroImage({ hero, eager, high }: { hero: HeroDto; eager: boolean; high: boolean }) {
  if (!hero.imageUrl)
    return (
      <span className="flex size-full items-center justify-center text-6xl" aria-hidden>
        📱
      </span>
    );
  return (
    <img
      src={hero.imageUrl}
      width={1200}
      height={400}
      alt={hero.title}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={high ? 'high' : 'auto'}
      decoding="async"
      className="size-full object-cover"
    />
  );
}

/** Banner shown when there are no active heroes. */
function WelcomeBanner() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('home.welcomeLabel')} className="card overflow-hidden">
      <Slide
        image={
          <div className="flex size-full items-center justify-center gap-5 text-white/90 md:justify-end md:pr-24" aria-hidden>
            <Smartphone className="size-12 md:size-20" strokeWidth={1.5} />
            <Laptop className="size-14 md:size-24" strokeWidth={1.5} />
            <Headphones className="size-12 md:size-20" strokeWidth={1.5} />
          </div>
        }
      >
        <h2 className="text-xl font-extrabold leading-tight md:text-2xl lg:text-3xl">{t('home.welcome')}</h2>
        <p className="mt-1 text-sm text-slate-600 md:text-base md:text-white/85">
          {t('home.welcomeText')}
        </p>
        <ShopLink to={paths.products} className="btn-primary mt-3 self-start md:bg-white md:text-brand-700 md:hover:bg-brand-50">
          {t('home.shopNow')}
        </ShopLink>
      </Slide>
    </section>
  );
}

function HeroSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="card overflow-hidden" role="status" aria-label={t('home.loadingOffers')}>
      <div className="skeleton aspect-[3/1] rounded-none" />
      <div className={`${TEXT_BOX} space-y-2 p-4 md:hidden`}>
        <div className="skeleton h-6 w-3/4" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-10 w-32 rounded-xl" />
      </div>
    </div>
  );
}

/**
 * The carousel of `heroes` (undefined while they load: the skeleton; none: the welcome banner).
 * Needs no router and no TanStack Query: the home page's hero island (app/islands.tsx) renders it
 * too.
 */
export function HeroCarousel({ heroes }: { heroes: HeroDto[] | undefined }) {
  if (!heroes) return <HeroSkeleton />;
  if (!heroes.length) return <WelcomeBanner />;
  return <Slides heroes={heroes} />;
}

function Slides({ heroes }: { heroes: HeroDto[] }) {
  const count = heroes.length;
  const hidden = usePageHidden();
  const [held, setHeld] = useState(false);
  const saver = useDataSaver();
  // Data saver (issue 26): no autoplay, and a slide's image is fetched when the shopper moves to it.
  const { index, locked, go, next, prev, swipe, shown } = useCarousel(count, { autoAdvanceMs: saver ? 0 : HERO_AUTO_ADVANCE_MS, paused: hidden || held, onlyShown: saver });
  const many = count > 1;
  const { t } = useTranslation();

  return (
    <section
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.offers')}
      className="card relative touch-pan-y overflow-hidden"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false);
      }}
      {...swipe}
    >
      <div
        className="flex h-full transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {heroes.map((h, i) => (
          <div
            key={h.id}
            role="group"
            aria-roledescription={t('home.slide')}
            aria-label={t('home.slideOf', { n: i + 1, count })}
            aria-hidden={i !== index}
            inert={i !== index}
            className="w-full shrink-0"
            // The slide's words are the shop's content, written in the back office as it wants them shown.
            data-shop-content
          >
            <Slide image={shown(i) ? <HeroImage hero={h} eager={i === 0 || i === (index + 1) % count} high={i === 0} /> : null}>
              <h2 className="line-clamp-2 text-xl font-extrabold leading-tight md:text-2xl lg:text-3xl">{h.title}</h2>
              {h.subtitle && <p className="mt-1 line-clamp-2 text-sm text-slate-600 md:text-white/85 lg:text-base">{h.subtitle}</p>}
              {h.buttonAction === 'product' && h.product && (
                <p className="mt-2 inline-flex max-w-full items-center gap-2 self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-900 md:bg-white/15 md:text-white">
                  <span className="truncate">{h.product.name}</span>
                  <Price cents={h.product.priceCents} className="shrink-0 text-brand-700 md:text-white" />
                </p>
              )}
              <div className="mt-auto flex md:mt-0">
                <HeroButton hero={h} />
              </div>
            </Slide>
          </div>
        ))}
      </div>
      {many && (
        <>
          <div className="pointer-events-none absolute inset-x-0 top-0 flex aspect-[3/1] items-center justify-between px-2">
            <CarouselArrow direction="previous" label={t('home.previousSlide')} locked={locked} onClick={prev} className="pointer-events-auto rounded-full bg-white/85 p-1.5 text-slate-800 shadow hover:bg-white disabled:opacity-60" />
            <CarouselArrow direction="next" label={t('home.nextSlide')} locked={locked} onClick={next} className="pointer-events-auto rounded-full bg-white/85 p-1.5 text-slate-800 shadow hover:bg-white disabled:opacity-60" />
          </div>
          <CarouselDots keys={heroes.map((h) => h.id)} index={index} locked={locked} go={go} label={(n) => t('home.goToSlide', { n })} className="absolute bottom-4 right-3 flex" />
        </>
      )}
    </section>
  );
}
