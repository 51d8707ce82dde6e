import { useTranslation } from '../i18n/i18n';
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  label ??= t('common.loading');
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-label={label}>
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
    </div>
  );
}
