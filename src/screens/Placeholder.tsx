import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A screen whose issue has not landed yet. */
export function Placeholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <main className="screen">
      <h1>{t(titleKey)}</h1>
      <p>{t('placeholder.later')}</p>
      <Link className="button" to="/">
        {t('app.back')}
      </Link>
    </main>
  );
}
