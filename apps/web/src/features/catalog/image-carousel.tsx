/**
 * Product image carousel (storefront spec §2 Product detail, §9 swipe threshold 50 px): square
 * slides with touch swipe, arrows, dots and an 'n / total' counter.
 */
import { DETAIL_IMAGE_SIZES, imageSrcSet, imageUrl } from '@phonexport/domain/catalog';
import { useCarousel } from './use-carousel';
import { CarouselArrow, CarouselDots } from './carousel-controls';
import { useTranslation } from '../../i18n/i18n';
import { useDataSaver } from '../../lib/data-saver';

export function ImageCarousel({ images, alt }: { images: string[]; alt: string }) {
  const count = images.length;
  // Data saver (issue 26): the 400 px image only, never the 800 px one, and only of the images the shopper moves to.
  const saver = useDataSaver();
  const { index, locked, go, next, prev, swipe, shown } = useCarousel(count, { onlyShown: saver });
  const many = count > 1;
  const { t } = useTranslation();

  if (!count)
    return (
      <div className="card flex aspect-square items-center justify-center text-7xl" role="img" aria-label={alt}>
        📱
      </div>
    );

  return (
    <section aria-roledescription={t('home.carousel')} aria-label={t('gallery.images', { name: alt })} className="card relative touch-pan-y overflow-hidden" {...swipe}>
      <div className="aspect-square overflow-hidden bg-slate-100">
        <div className="flex h-full transition-transform duration-500 ease-out motion-reduce:transition-none" style={{ transform: `translateX(-${index * 100}%)` }}>
          {images.map((src, i) => (
            <div key={`${src}-${i}`} role="group" aria-roledescription={t('home.slide')} aria-label={t('home.slideOf', { n: i + 1, count })} aria-hidden={i !== index} className="size-full shrink-0">
              {shown(i) && (
                <img
                  src={imageUrl(src, saver ? 'card' : 'detail') ?? src}
                  srcSet={saver ? undefined : imageSrcSet(src)}
                  sizes={saver ? undefined : DETAIL_IMAGE_SIZES}
                  width={800}
                  height={800}
                  alt={t('gallery.imageOf', { name: alt, n: i + 1, count })}
                  // The first image is the page's largest paint; the neighbour of the shown one loads ahead of a swipe.
                  loading={i === 0 || i === index || i === (index + 1) % count ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                  draggable={false}
                  className="size-full select-none object-cover"
                />
              )}
            </div>
          ))}
        </div>
      </div>
      {many && (
        <>
          <CarouselArrow direction="previous" label={t('gallery.previous')} locked={locked} onClick={prev} className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-800 shadow hover:bg-white disabled:opacity-60" />
          <CarouselArrow direction="next" label={t('gallery.next')} locked={locked} onClick={next} className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-800 shadow hover:bg-white disabled:opacity-60" />
          <p className="absolute right-3 top-3 rounded-full bg-slate-900/70 px-2.5 py-0.5 text-xs font-semibold text-white" aria-live="polite" aria-atomic>
            {index + 1} / {count}
          </p>
          <CarouselDots keys={images.map((src, i) => `${src}-${i}`)} index={index} locked={locked} go={go} label={(n) => t('gallery.show', { n })} onImage className="absolute inset-x-0 bottom-2 flex justify-center" />
        </>
      )}
    </section>
  );
}
