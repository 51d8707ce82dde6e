/**
 * The save step of a back office form dialog (back office spec §8 messages): clears the field
 * errors and marks the form busy, awaits `save`, then toasts `success` and calls `onDone`. On a
 * failure the server's field messages go next to their fields and a toast 'Error' says the
 * server's message (or `failure` when it has none to show). The form is never left busy.
 */
import { useState } from 'react';
import { ApiError } from './api';
import { errorMessage } from './admin-api';
import { toast } from './toast';
import { t } from '../i18n/i18n';

export interface SaveFormSteps {
  save: () => Promise<unknown>;
  success: string;
  failure: string;
  setErrors: (fields: Record<string, string>) => void;
  setBusy: (busy: boolean) => void;
  onDone: () => void;
}

export async function saveForm({ save, success, failure, setErrors, setBusy, onDone }: SaveFormSteps): Promise<void> {
  setBusy(true);
  setErrors({});
  try {
    await save();
    toast.success(success);
    onDone();
  } catch (err) {
    if (err instanceof ApiError) setErrors(err.fields);
    toast.error(t('admin.common.error'), { description: errorMessage(err, failure) });
  } finally {
    setBusy(false);
  }
}

/**
 * The state of a form that saves through `saveForm`: its field `errors`, `busy` while saving,
 * and `save` taking the steps but the state setters. `onDone` runs after a success.
 */
export function useSaveForm(onDone: () => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = (steps: Pick<SaveFormSteps, 'save' | 'success' | 'failure'>) => saveForm({ ...steps, setErrors, setBusy, onDone });
  return { errors, setErrors, busy, setBusy, save };
}

/** The two writes of a back-office record: create with a body, update by id with a body. */
export interface RecordWrites<B> {
  create: { mutateAsync: (body: B) => Promise<unknown> };
  update: { mutateAsync: (v: { id: string; body: B }) => Promise<unknown> };
}

/** A form's own words for its outcome, in the interface language. */
export interface RecordTexts {
  created: string;
  updated: string;
  failure: string;
}

/**
 * `useSaveForm` for the add / edit form of `record` (null: a new one): `saveRecord(body)` updates
 * or creates it and says `texts` (translated: the spec's '{noun} updated successfully' / '{noun}
 * created successfully', or on a failure without a server message 'Failed to save {noun}'; back
 * office spec §8).
 */
export function useSaveRecord<B>(record: { id: string } | null, writes: RecordWrites<B>, onDone: () => void, texts: RecordTexts) {
  const form = useSaveForm(onDone);
  const saveRecord = (body: B) =>
    form.save({
      save: () => (record ? writes.update.mutateAsync({ id: record.id, body }) : writes.create.mutateAsync(body)),
      success: record ? texts.updated : texts.created,
      failure: texts.failure,
    });
  return { ...form, saveRecord };
}
