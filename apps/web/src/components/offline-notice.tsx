/**
 * A note shown only while the device is offline (issue 26): what still works on this screen and
 * what waits for the connection (the cart: changes kept and priced again on reconnect; checkout:
 * needs a connection, everything typed kept).
 */
import { WifiOff } from 'lucide-react';
import { useOnline } from '../lib/use-online';

export function OfflineNotice({ text }: { text: string }) {
  if (useOnline()) return null;
  return (
    <p role="status" data-testid="offline-notice" className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800">
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
}
