/** The choices of a category select: the empty choice with `none`'s text, then every category by its label. */
import { CATEGORIES } from '@phonexport/domain/catalog';
import { useTranslation } from '../../i18n/i18n';
import { listOptions, type ListOption } from '../../components/admin-list/list-options';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The choices as values and texts (a toolbar's select): '' with `none`, then each category by `t`. */
export function categoryChoices(none: string, t: Translate): ListOption[] {
  return listOptions(CATEGORIES, (c) => t(`categories.${c}`), none);
}

/** The <option>s; `none` is the empty option's text, e.g. 'All categories' or 'Choose a category'. */
export function CategoryOptions({ none }: { none: string }) {
  const { t } = useTranslation();
  return (
    <>
      {categoryChoices(none, t).map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </>
  );
}
