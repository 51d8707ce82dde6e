/** One card of the Settings page and of the staff's security page: icon and title, then its content. */
import type { ReactNode } from 'react';
import { CardSection } from '../../components/ui/card-section';

/** The card with `icon` and `title` in its heading and `children` under it; `danger`: red border and title (the account's deletion). */
export function SettingsSection({ icon, title, children, danger }: { icon: ReactNode; title: string; children: ReactNode; danger?: boolean }) {
  return (
    <CardSection icon={icon} title={title} className={`p-4 ${danger ? 'border-red-200' : ''}`} titleClassName={`text-lg font-bold ${danger ? 'text-red-700' : ''}`}>
      <div className="mt-3">{children}</div>
    </CardSection>
  );
}
