/** The <option>s of a category select: the empty choice with `none`'s text, then every category by its label. */
import { CATEGORIES } from '@phonexport/domain/catalog';
import { useTranslation } from '../../i18n/i18n';

/** `none` is the empty option's text, e.g. 'All categories' or 'Choose a category'. */
export function CategoryOptions({ none }: { none: string }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{none}</option>
      {CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {t(`categories.${c}`)}
        </option>
      ))}
    </>
  );
}
