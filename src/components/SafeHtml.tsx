import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

/** Service HTML after sanitising (no script, no handler, no remote resource). */
export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim()) return null;
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
