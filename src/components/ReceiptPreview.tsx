import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewLine } from '../../electron/core/contract';
import { useCall } from '../hooks/useCall';
import { ErrorPanel } from './ErrorPanel';
import { useApp } from '../app-context';
import { QrCode } from './QrCode';

interface Preview {
  lines: PreviewLine[];
  /** Characters per line in the normal and the small font. */
  columns: { normal: number; small: number };
}

/** The receipt of a journal row as it will be printed, with a reprint button. */
export function ReceiptPreview({ journalId }: { journalId: string }) {
  const { t } = useTranslation();
  const { bridge } = useApp();
  const [blocks, setBlocks] = useState<Preview | null>(null);
  const [printed, setPrinted] = useState<string | null>(null);
  const reprint = useCall();
  useEffect(() => {
    let alive = true;
    void bridge.call('print.preview', { ref: { journalId } }).then((r) => {
      if (alive && r.ok) setBlocks(r.value);
    });
    return () => {
      alive = false;
    };
  }, [bridge, journalId]);
  if (!blocks) return null;
  return (
    <section className="receipt-wrap" aria-label={t('receipt.preview')}>
      <div
        className="receipt"
        data-testid="receipt"
        // The paper width in characters: large text is twice as wide, small text narrower.
        style={{
          width: `calc(${blocks.columns.normal}ch + 1.8rem)`,
          ['--small-scale' as string]: String(blocks.columns.normal / blocks.columns.small),
        }}
      >
        {blocks.lines.map((b, i) => (
          <ReceiptLine key={i} line={b} />
        ))}
      </div>
      <button
        type="button"
        className="button-secondary"
        data-testid="reprint"
        disabled={reprint.busy}
        onClick={() =>
          void reprint.run('print.reprint', { ref: { journalId } }).then((job) => setPrinted(job ? t('receipt.reprinted') : null))
        }
      >
        {t('receipt.reprint')}
      </button>
      {printed && <p role="status">{printed}</p>}
      <ErrorPanel error={reprint.error} pin={reprint.pin} />
    </section>
  );
}

function ReceiptLine({ line: l }: { line: PreviewLine }) {
  switch (l.type) {
    case 'text':
      return (
        <div
          className={`r-text r-${l.align}${l.bold ? ' r-bold' : ''}${l.size === 'large' ? ' r-large' : l.size === 'small' ? ' r-small' : ''}`}
        >
          {l.text || '\u00a0'}
        </div>
      );
    case 'qr':
      return (
        <div className="r-center">
          <QrCode data={l.data} label={l.data} size={140} />
        </div>
      );
    case 'barcode':
      return <div className="r-center r-mono">{l.data}</div>;
    case 'feed':
      return <div aria-hidden="true" style={{ height: `${l.lines}em` }} />;
    case 'cut':
      return <div className="r-cut" aria-hidden="true" />;
    default:
      return null;
  }
}
