/** The <option>s of a category select: the empty choice with `none`'s text, then every category by its label. */
import { CATEGORIES, CATEGORY_LABELS } from '@phonexport/domain/catalog';

/** `none` is the empty option's text, e.g. 'All categories' or 'Choose a category'. */
export function CategoryOptions({ none }: { none: string }) {
  return (
    <>
      <option value="">{none}</option>
      {CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {CATEGORY_LABELS[c]}
        </option>
      ))}
    </>
  );
}
