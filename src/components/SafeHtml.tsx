import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitize: Sanitize | undefined;
// DOMPurify sets itself up when its module runs (tens of ms of a cold page): it loads beside the
// first screen, not before it. Until it is there, service HTML shows nothing (never unsanitised).
const loading: Promise<Sanitize> = import('../lib/sanitize').then((m) => (sanitize = m.sanitizeHtml));

/** Service HTML after sanitising (no script, no handler, no remote resource). */
export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const [ready, setReady] = useState(sanitize !== undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loading.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  const clean = useMemo(() => (ready && sanitize ? sanitize(html) : ''), [html, ready]);
  if (!clean.trim()) return null;
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
