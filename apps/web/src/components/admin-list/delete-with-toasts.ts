/**
 * A back-office record's deletion with its toasts (brands, heroes, products, service countries):
 * the list asks first (its dialog or the browser's confirm), then this runs the delete.
 */
import { t } from '../../i18n/i18n';
import { errorMessage } from '../../lib/admin-api';
import { toast } from '../../lib/toast';

/** The list's own texts: the success toast ('Brand deleted') and the failure's fallback line. */
export interface DeleteTexts {
  deleted: string;
  failed: string;
}

/**
 * Runs `remove` (the delete call), then toasts `deleted` and awaits `after` (close the dialog,
 * refetch the list); if any of that fails, toasts 'Error' with the server's message, else
 * `failed`. Never throws.
 */
export async function deleteWithToasts(remove: () => Promise<unknown>, texts: DeleteTexts, after?: () => unknown): Promise<void> {
  try {
    await remove();
    toast.success(texts.deleted);
    await after?.();
  } catch (err) {
    toast.error(t('admin.common.error'), { description: errorMessage(err, texts.failed) });
  }
}
