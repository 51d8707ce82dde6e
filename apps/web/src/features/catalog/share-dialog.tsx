/**
 * Share dialog of the product detail page (storefront spec §2 Product detail, §8 Misc, §9 copy
 * toast 2 s): copy link, WhatsApp, Facebook, Twitter and TikTok, in a native modal <dialog>.
 */
import { useRef, type ReactNode } from 'react';
import { Copy, MessageCircle, Music2, Share2 } from 'lucide-react';
import { DialogHeader } from '../../components/ui/dialog';
import { toast } from '../../lib/toast';
import { t as translate, useTranslation } from '../../i18n/i18n';

const COPY_TOAST_MS = 2000;

async function copy(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(translate('share.copied'), { duration: COPY_TOAST_MS });
    return true;
  } catch {
    toast.error(translate('share.copyFailed'), { duration: COPY_TOAST_MS });
    return false;
  }
}

/** Share URLs of the networks (TikTok has no web share link: the link is copied and TikTok opened). */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    tiktok: 'https://www.tiktok.com/',
  };
}

function Network({ href, label, color, icon, onClick }: { href: string; label: string; color: string; icon: ReactNode; onClick?: () => void }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} className="flex flex-col items-center gap-1.5 rounded-xl p-2 text-xs font-medium text-slate-700 hover:bg-slate-100">
      <span className={`flex size-11 items-center justify-center rounded-full text-white ${color}`} aria-hidden>
        {icon}
      </span>
      {label}
    </a>
  );
}

/** A 'Share' button and its dialog for `url`. */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const links = shareLinks(url, title);
  const close = () => dialog.current?.close();
  const { t } = useTranslation();

  return (
    <>
      <button type="button" className="btn-outline px-3" onClick={() => dialog.current?.showModal()} aria-haspopup="dialog">
        <Share2 className="size-4" aria-hidden />
        {t('share.button')}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="share-title"
        className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl"
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
      >
        <DialogHeader id="share-title" title={t('share.title')} onClose={close} />
        <div className="p-4">
          <div className="flex gap-2">
            <input className="input min-w-0 flex-1 text-sm" readOnly value={url} aria-label={t('share.link')} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="btn-primary shrink-0" onClick={() => void copy(url)}>
              <Copy className="size-4" aria-hidden />
              {t('share.copy')}
            </button>
          </div>
          <div className="mt-4 grid grid-cols-4 gap-1">
            <Network href={links.whatsapp} label="WhatsApp" color="bg-[#25d366]" icon={<MessageCircle className="size-5" />} />
            <Network href={links.facebook} label="Facebook" color="bg-[#1877f2]" icon={<span className="text-xl font-black leading-none">f</span>} />
            <Network href={links.twitter} label="Twitter" color="bg-black" icon={<span className="text-lg font-black leading-none">X</span>} />
            <Network href={links.tiktok} label="TikTok" color="bg-[#010101]" icon={<Music2 className="size-5" />} onClick={() => void copy(url)} />
          </div>
        </div>
      </dialog>
    </>
  );
}
