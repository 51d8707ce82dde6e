/**
 * Back office: import products (issue 24, decision 058; back office §7). The owner picks a CSV, or
 * a ZIP of the CSV and its photos; the server checks it whole and this page shows the preview
 * (products to create and update, brands it creates, photos matched and missing, every problem
 * with its line); on confirmation the import runs in the background and a progress bar follows
 * it (polled every second). Leaving and coming back shows the running import again.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, FileUp, Upload } from 'lucide-react';
import type { ImportRowIssueDto, ProductImportDto } from '@phonexport/contracts/catalog';
import { useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/admin-api';
import { FileField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { StatCard } from '../../components/ui/stat-card';
import { useConfirmImport, usePreviewImport, useProductImport, useProductImports } from './api/use-product-imports';

const fmt = (n: number) => n.toLocaleString();

export function ImportPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const preview = usePreviewImport();
  const confirm = useConfirmImport();
  const recent = useProductImports();
  const job = useProductImport(jobId);

  // Coming back while an import runs: show it.
  useEffect(() => {
    if (jobId || !recent.data) return;
    const running = recent.data.find((j) => j.state === 'queued' || j.state === 'running');
    if (running) setJobId(running.id);
  }, [recent.data, jobId]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setUploadError(null);
    try {
      const created = await preview.mutateAsync(file);
      setJobId(created.id);
    } catch (err) {
      setUploadError(errorMessage(err, t('catalogImport.uploadFailed')));
    }
  };

  const current = job.data ?? null;
  return (
    <div className="min-w-0">
      <PageHeader
        title={t('catalogImport.title')}
        subtitle={t('catalogImport.subtitle')}
        actions={
          <Link to="/admin/products" className="btn-outline">
            <ArrowLeft className="size-4" /> {t('catalogImport.backToProducts')}
          </Link>
        }
      />
      <form onSubmit={submit} className="card mb-6 space-y-3 p-4">
        <FileField
          id="import-file"
          label={t('catalogImport.fileLabel')}
          note={t('catalogImport.fileHelp')}
          accept=".csv,.zip,text/csv,application/zip"
          className="max-w-full file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setUploadError(null);
          }}
        />
        {uploadError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
            {uploadError}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={!file || preview.isPending}>
          <FileUp className="size-4" /> {preview.isPending ? t('catalogImport.checking') : t('catalogImport.check')}
        </button>
      </form>
      {current && <ImportJob job={current} confirming={confirm.isPending} confirmError={confirm.error ? errorMessage(confirm.error, t('catalogImport.confirmFailed')) : null} onConfirm={() => confirm.mutate(current.id)} />}
    </div>
  );
}

/** One import: its preview, then its progress or outcome. */
function ImportJob({ job, confirming, confirmError, onConfirm }: { job: ProductImportDto; confirming: boolean; confirmError: string | null; onConfirm: () => void }) {
  const { t } = useTranslation();
  const p = job.preview;
  const products = p.create + p.update;
  const pct = job.total ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <section aria-labelledby="import-preview-title" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="import-preview-title" className="text-lg font-semibold break-all">
          {t('catalogImport.previewOf', { file: job.fileName })}
        </h2>
        <span className="text-xs text-slate-500">{t(`catalogImport.encoding.${p.encoding}`)}</span>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('catalogImport.toCreate')} value={fmt(p.create)} />
        <StatCard label={t('catalogImport.toUpdate')} value={fmt(p.update)} />
        <StatCard label={t('catalogImport.skippedRows')} value={fmt(p.skippedRows)} />
        <StatCard label={t('catalogImport.photosMatched')} value={`${fmt(p.photos.matched)} / ${fmt(p.photos.matched + p.photos.missingCount)}`} />
      </div>

      {job.state === 'previewed' && (
        <div className="card space-y-2 p-4">
          <p className="text-sm">{products ? t('catalogImport.readyCount', { count: products, rows: fmt(p.skippedRows) }) : t('catalogImport.nothingToImport')}</p>
          {confirmError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {confirmError}
            </p>
          )}
          <button type="button" className="btn-primary" onClick={onConfirm} disabled={!products || confirming}>
            <Upload className="size-4" /> {t('catalogImport.confirm', { count: products })}
          </button>
        </div>
      )}

      {job.state !== 'previewed' && (
        <div className="card space-y-2 p-4">
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <span className="font-medium">{t(`catalogImport.state.${job.state}`)}</span>
            <span>{t('catalogImport.progress', { done: fmt(job.done), total: fmt(job.total) })}</span>
          </div>
          <div
            role="progressbar"
            aria-label={t('catalogImport.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={job.total}
            aria-valuenow={job.done}
            aria-valuetext={t('catalogImport.progress', { done: fmt(job.done), total: fmt(job.total) })}
            className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className={`h-full rounded-full transition-[width] ${job.state === 'failed' ? 'bg-red-500' : 'bg-blue-600'}`} style={{ width: `${pct}%` }} />
          </div>
          {job.state === 'done' && <p className="text-sm text-green-700">{t('catalogImport.doneSummary', { created: fmt(job.created), updated: fmt(job.updated) })}</p>}
          {job.state === 'failed' && (
            <>
              <p role="alert" className="text-sm break-words text-red-700">
                {t('catalogImport.failed', { error: job.error ?? '' })}
              </p>
              <button type="button" className="btn-primary" onClick={onConfirm} disabled={confirming}>
                {t('catalogImport.resume')}
              </button>
            </>
          )}
        </div>
      )}

      {(p.newBrands.length > 0 || p.categories.length > 0) && (
        <div className="grid gap-4 md:grid-cols-2">
          <div className="card p-4">
            <h3 className="mb-2 font-semibold">{t('catalogImport.newBrands', { count: p.newBrands.length })}</h3>
            {p.newBrands.length ? (
              <ul className="flex flex-wrap gap-2">
                {p.newBrands.map((b) => (
                  <li key={b.slug} className="rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-800">
                    {b.name} <span className="text-blue-500">· {t('catalogImport.productCount', { count: b.products })}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-500">{t('catalogImport.noNewBrands')}</p>
            )}
          </div>
          <div className="card p-4">
            <h3 className="mb-2 font-semibold">{t('catalogImport.categories')}</h3>
            <ul className="space-y-1 text-sm">
              {p.categories.map((c) => (
                <li key={c.category}>
                  {t(`categories.${c.category}`)}: {t('catalogImport.productCount', { count: c.products })}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-slate-500">{t('catalogImport.categoriesFixed')}</p>
          </div>
        </div>
      )}

      <IssueList title={t('catalogImport.errors', { count: p.errorCount })} shown={p.errors.length} total={p.errorCount} empty={t('catalogImport.noErrors')}>
        {p.errors.map((e, i) => (
          <li key={i} className="flex gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            <span className="shrink-0 font-semibold">{t('catalogImport.line', { line: e.line })}</span>
            <span className="min-w-0 break-words">{issueText(t, e)}</span>
          </li>
        ))}
      </IssueList>
      {p.photos.missingCount > 0 && (
        <IssueList title={t('catalogImport.missingPhotos', { count: p.photos.missingCount })} shown={p.photos.missing.length} total={p.photos.missingCount} empty="">
          {p.photos.missing.map((m, i) => (
            <li key={i} className="flex gap-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <span className="shrink-0 font-semibold">{t('catalogImport.line', { line: m.line })}</span>
              <span className="min-w-0 break-all">{m.name}</span>
            </li>
          ))}
        </IssueList>
      )}
    </section>
  );
}

function IssueList({ title, shown, total, empty, children }: { title: string; shown: number; total: number; empty: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="card p-4">
      <h3 className="mb-2 font-semibold">{title}</h3>
      {total === 0 ? <p className="text-sm text-slate-500">{empty}</p> : <ul className="max-h-96 space-y-1 overflow-y-auto">{children}</ul>}
      {shown < total && <p className="mt-2 text-xs text-slate-500">{t('catalogImport.listCapped', { shown: fmt(shown), total: fmt(total) })}</p>}
    </div>
  );
}

/** A row problem in the reader's language (the server's English text when a key is missing). */
function issueText(t: ReturnType<typeof useTranslation>['t'], e: ImportRowIssueDto): string {
  const key = `catalogImport.issues.${e.code}`;
  const text = t(key, e.params);
  return text === key ? e.message : text;
}
