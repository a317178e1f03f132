import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ScreenFrame } from '../../components/ScreenFrame';
import { SELL_TICKETS_PATH } from '../../lib/paths';
import { ManagerGate } from '../manager/ManagerGate';
import './tickets.css';

const tabs = [
  { to: '/tickets', key: 'door', end: true },
  { to: SELL_TICKETS_PATH, key: 'sell', end: false },
  { to: '/tickets/orders', key: 'orders', end: false },
  { to: '/tickets/events', key: 'events', end: false },
] as const;

/** A ticket screen: the cashier frame plus the tabs door / sell (the basket) / orders / events. */
export function TicketsFrame({
  title,
  testId,
  children,
  onEscape,
}: {
  title: string;
  testId: string;
  children: ReactNode;
  onEscape?: () => boolean;
}) {
  const { t } = useTranslation();
  return (
    <ScreenFrame title={title} testId={testId} onEscape={onEscape}>
      <nav className="tabs tickets-tabs" aria-label={t('tickets.tabs.label')}>
        {tabs.map((tab) => (
          <NavLink key={tab.key} to={tab.to} end={tab.end} className="button button-secondary" data-testid={`tickets-tab-${tab.key}`}>
            {t(`tickets.tabs.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      {children}
    </ScreenFrame>
  );
}

/** A manager's ticket screen: the ticket frame with the manager PIN asked in place. */
export function ManagerTicketsFrame({ titleKey, testId, children }: { titleKey: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TicketsFrame title={t(titleKey)} testId={testId}>
      <ManagerGate inline>{children}</ManagerGate>
    </TicketsFrame>
  );
}
