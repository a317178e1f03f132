import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/**
 * A cashier screen: heading, back link, Escape goes back (to the previous step when `onEscape`
 * handles it and answers true, else to the overview).
 */
export function ScreenFrame({
  title,
  testId,
  children,
  onEscape,
  tools,
}: {
  title: string;
  testId: string;
  children: ReactNode;
  onEscape?: () => boolean;
  /** Controls of the whole screen, in the head beside the back link. */
  tools?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A layout effect: the listener with the current `onEscape` is in place as soon as the screen's
  // state is in the page (an Escape right after a warning appears closes that warning).
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      if (onEscape?.()) return;
      void navigate('/');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate, onEscape]);
  return (
    <main className="screen" data-testid={testId}>
      <div className="screen-head">
        <h1>{title}</h1>
        {tools}
        <Link className="button button-secondary" to="/" data-testid="back">
          {t('app.back')} <kbd>Esc</kbd>
        </Link>
      </div>
      {children}
    </main>
  );
}
