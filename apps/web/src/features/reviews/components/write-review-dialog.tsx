/**
 * Write-a-review dialog (storefront §5 Review submit, §4 UI state): rating stars (default 5),
 * title (100) and comment (1000) with live counters, one of the eight countries, up to 5 photos
 * of at most 5 MB that must be images (the server decodes and re-encodes them), and optional
 * product tags found by name among active products, without duplicates. Loaded only when opened.
 */
import { LimitReached } from '../../../components/ui/field';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Star, X } from 'lucide-react';
import { DialogHeader } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { REVIEW_COUNTRIES, REVIEW_COUNTRY_CODES, REVIEW_LIMITS, REVIEW_MESSAGES, addTag, validateReview, validateReviewFiles } from '@phonexport/domain/reviews';
import type { TaggedProductDto } from '@phonexport/contracts/reviews';
import { useProductOptions } from '../api/use-product-options';
import { useSubmitReview } from '../api/use-submit-review';
import { showError } from './review-parts';
import { shrinkPhoto } from './shrink-photo';
import { domainText } from '../../../lib/domain-text';
import { t as translate, useTranslation } from '../../../i18n/i18n';
import { countryName } from '../../../lib/intl';

/** The word under the stars: `reviews.ratingWords.{n}`. */
const ratingWord = (n: number) => (n >= 1 && n <= 5 ? translate(`reviews.ratingWords.${n}`) : '');

function Counter({ value, max }: { value: number; max: number }) {
  return (
    <span className={`text-xs tabular-nums ${value >= max ? 'font-semibold text-amber-700' : 'text-slate-500'}`}>
      {value}/{max}
    </span>
  );
}

/** A text field's label with its character counter at the right. */
function CountedLabel({ htmlFor, label, value, max }: { htmlFor: string; label: string; value: number; max: number }) {
  return (
    <div className="flex items-center justify-between">
      <label htmlFor={htmlFor} className="label">
        {label}
      </label>
      <Counter value={value} max={max} />
    </div>
  );
}

function RatingInput({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  return (
    <fieldset>
      <legend className="label">{translate('reviews.rating')}</legend>
      <div className="flex items-center gap-1" role="radiogroup" aria-label={translate('reviews.rating')}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={translate('reviews.stars', { count: n })}
            onClick={() => onChange(n)}
            className="rounded-md p-1 hover:bg-amber-50"
          >
            <Star className={`size-7 ${n <= value ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300'}`} aria-hidden />
          </button>
        ))}
        <span className="ml-2 text-sm text-slate-600">{ratingWord(value)}</span>
      </div>
    </fieldset>
  );
}

function Photos({ files, onChange }: { files: File[]; onChange: (f: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  const add = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (!picked.length) return;
    const problem = validateReviewFiles(files.length, picked);
    if (problem) return void toast.error(domainText(problem.title), { description: domainText(problem.message) });
    onChange([...files, ...picked]);
  };
  return (
    <div>
      <div className="flex items-center justify-between">
        <span className="label mb-0">{translate('reviews.photosOptional')}</span>
        <Counter value={files.length} max={REVIEW_LIMITS.maxImages} />
      </div>
      <ul className="mt-1 flex flex-wrap gap-2">
        {files.map((f, i) => (
          <li key={previews[i]} className="relative">
            <img src={previews[i]} alt={f.name} className="size-16 rounded-lg object-cover ring-1 ring-slate-200" />
            <button
              type="button"
              aria-label={translate('cart.remove', { name: f.name })}
              onClick={() => onChange(files.filter((_, j) => j !== i))}
              className="absolute -right-1.5 -top-1.5 flex size-6 items-center justify-center rounded-full bg-slate-900 text-white"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
        {files.length < REVIEW_LIMITS.maxImages && (
          <li>
            <label className="flex size-16 cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed border-slate-300 text-slate-500 hover:border-brand-500 hover:text-brand-700">
              <ImagePlus className="size-5" aria-hidden />
              <span className="text-[10px] font-medium">{translate('reviews.add')}</span>
              <input ref={input} type="file" accept="image/*" multiple className="sr-only" aria-label={translate('reviews.addPhotos')} onChange={(e) => add(e.target.files)} />
            </label>
          </li>
        )}
      </ul>
      <p className="mt-1 text-xs text-slate-500">{translate('reviews.photosHint')}</p>
    </div>
  );
}

function ProductTags({ tags, onChange }: { tags: TaggedProductDto[]; onChange: (t: TaggedProductDto[]) => void }) {
  const [search, setSearch] = useState('');
  const { data, isFetching } = useProductOptions(search);
  const id = useId();
  const options = (data ?? []).filter((p) => !tags.some((t) => t.id === p.id));
  const pick = (p: TaggedProductDto) => {
    const ids = addTag(
      tags.map((t) => t.id),
      p.id,
    );
    onChange(ids.map((x) => tags.find((t) => t.id === x) ?? p));
    setSearch('');
  };
  return (
    <div>
      <label htmlFor={id} className="label">
        {translate('reviews.tagProducts')}
      </label>
      {tags.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={translate('reviews.taggedProducts')}>
          {tags.map((t) => (
            <li key={t.id} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-2.5 pr-1 text-xs font-medium text-brand-700">
              {t.name}
              <button type="button" aria-label={translate('cart.remove', { name: t.name })} onClick={() => onChange(tags.filter((x) => x.id !== t.id))} className="rounded-full p-0.5 hover:bg-brand-100">
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className="input"
        type="search"
        placeholder={translate('reviews.searchProducts')}
        value={search}
        autoComplete="off"
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => {
          // Escape first clears the search (and its list), as a combobox does; only an Escape in an
          // empty search reaches the dialog, so one keystroke never loses the title, comment and photos.
          if (e.key !== 'Escape' || !search) return;
          e.preventDefault();
          e.stopPropagation();
          setSearch('');
        }}
        disabled={tags.length >= REVIEW_LIMITS.maxTags}
      />
      {search.trim().length >= 2 && (
        <ul className="mt-1 max-h-44 overflow-y-auto rounded-xl border border-slate-200 bg-white" aria-label={translate('reviews.matching')}>
          {options.map((p) => (
            <li key={p.id}>
              <button type="button" className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50" onClick={() => pick(p)}>
                {p.name}
              </button>
            </li>
          ))}
          {!options.length && <li className="px-3 py-2 text-sm text-slate-500">{isFetching ? translate('trackOrder.searching') : translate('reviews.noMatching')}</li>}
        </ul>
      )}
    </div>
  );
}

/** The dialog, open while mounted; `onClose` unmounts it. `product` is tagged from the start (product page). */
export default function WriteReviewDialog({ onClose, product }: { onClose: () => void; product?: TaggedProductDto }) {
  useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [rating, setRating] = useState<number>(REVIEW_LIMITS.defaultRating);
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const [country, setCountry] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tags, setTags] = useState<TaggedProductDto[]>(product ? [product] : []);
  const submit = useSubmitReview();
  const qc = useQueryClient();
  const ids = { title: useId(), comment: useId(), country: useId() };

  useEffect(() => {
    const d = dialog.current;
    d?.showModal();
    return () => d?.close();
  }, []);

  const [preparing, setPreparing] = useState(false);
  const busy = preparing || submit.isPending;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = validateReview({ rating, title, comment, country, taggedProducts: tags.map((t) => t.id) });
    if (problem) return void toast.error(domainText(problem.title), { description: domainText(problem.message) });
    setPreparing(true);
    const images = await Promise.all(files.map(shrinkPhoto));
    setPreparing(false);
    submit.mutate(
      { rating, title: title.trim(), comment: comment.trim(), country, taggedProducts: tags.map((t) => t.id), images },
      {
        onSuccess: () => {
          toast.success(domainText(REVIEW_MESSAGES.submittedTitle), { description: domainText(REVIEW_MESSAGES.submitted) });
          void qc.invalidateQueries({ queryKey: ['reviews'] });
          onClose();
        },
        onError: (err) => showError(err, files.length ? domainText(REVIEW_MESSAGES.uploadsFailed) : domainText(REVIEW_MESSAGES.submitFailed)),
      },
    );
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="write-review-title"
      onClose={onClose}
      onCancel={(e) => {
        if (busy) e.preventDefault();
      }}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[min(34rem,calc(100vw-1rem))] rounded-2xl p-0 shadow-xl"
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex max-h-[calc(100dvh-1rem)] flex-col">
        <DialogHeader id="write-review-title" title={translate('reviews.write')} onClose={onClose} large />
        <div className="space-y-4 overflow-y-auto px-4 py-4">
          <RatingInput value={rating} onChange={setRating} />
          <div>
            <CountedLabel htmlFor={ids.title} label={translate('reviews.title')} value={title.length} max={REVIEW_LIMITS.titleMax} />
            <input id={ids.title} className="input" value={title} maxLength={REVIEW_LIMITS.titleMax} onChange={(e) => setTitle(e.target.value)} placeholder={translate('reviews.titlePlaceholder')} />
            <LimitReached field="reviewTitle" length={title.length} />
          </div>
          <div>
            <CountedLabel htmlFor={ids.comment} label={translate('reviews.comment')} value={comment.length} max={REVIEW_LIMITS.commentMax} />
            <textarea
              id={ids.comment}
              className="input min-h-28 resize-y"
              value={comment}
              maxLength={REVIEW_LIMITS.commentMax}
              onChange={(e) => setComment(e.target.value)}
              placeholder={translate('reviews.commentPlaceholder')}
            />
            <LimitReached field="reviewComment" length={comment.length} />
          </div>
          <div>
            <label htmlFor={ids.country} className="label">
              {translate('checkout.country')}
            </label>
            <select id={ids.country} className="input" value={country} onChange={(e) => setCountry(e.target.value)}>
              <option value="">{translate('reviews.selectCountry')}</option>
              {REVIEW_COUNTRY_CODES.map((c) => (
                <option key={c} value={c}>
                  {countryName(c, REVIEW_COUNTRIES[c])}
                </option>
              ))}
            </select>
          </div>
          <Photos files={files} onChange={setFiles} />
          <ProductTags tags={tags} onChange={setTags} />
        </div>
        <div className="flex justify-end gap-2 border-t border-slate-200 px-4 py-3">
          <button type="button" className="btn-outline" onClick={onClose} disabled={busy}>
            {translate('common.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {preparing ? translate('reviews.preparing') : submit.isPending ? translate('reviews.submitting') : translate('reviews.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
