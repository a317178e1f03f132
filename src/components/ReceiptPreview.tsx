import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Result } from '../../electron/core/contract';
import { useApp } from '../app-context';
import { QrCode } from './QrCode';

/** One laid-out receipt line (mirror of previewLineSchema in contract/printing.ts). */
type Line =
  | { type: 'text'; text: string; align: 'left' | 'center' | 'right'; bold: boolean; size: 'normal' | 'small' | 'large'; cols: number }
  | { type: 'qr'; data: string }
  | { type: 'barcode'; data: string }
  | { type: 'logo' }
  | { type: 'feed'; lines: number }
  | { type: 'cut' };

type UntypedCall = (method: string, input: unknown) => Promise<Result<unknown>>;

interface Preview {
  lines: Line[];
  /** Characters per line in the normal and the small font. */
  columns: { normal: number; small: number };
}

function previewOf(value: unknown): Preview | null {
  const v = value as { lines?: unknown; columns?: { normal?: unknown; small?: unknown } } | null;
  if (!Array.isArray(v?.lines)) return null;
  const normal = typeof v.columns?.normal === 'number' ? v.columns.normal : 48;
  const small = typeof v.columns?.small === 'number' ? v.columns.small : 64;
  return { lines: v.lines as Line[], columns: { normal, small } };
}

/** The receipt of a journal row as it will be printed, with a reprint button. */
export function ReceiptPreview({ journalId }: { journalId: string }) {
  const { t } = useTranslation();
  const { bridge } = useApp();
  const [blocks, setBlocks] = useState<Preview | null>(null);
  const [printed, setPrinted] = useState<string | null>(null);
  // print.* (contract/printing.ts) is called untyped so this file compiles whether or not that contract is merged yet.
  const call = bridge.call as unknown as UntypedCall;
  useEffect(() => {
    let alive = true;
    void call('print.preview', { ref: { journalId } }).then((r) => {
      if (alive && r.ok) setBlocks(previewOf(r.value));
    });
    return () => {
      alive = false;
    };
  }, [call, journalId]);
  if (!blocks) return null;
  return (
    <section className="receipt-wrap" aria-label={t('receipt.preview')}>
      <div
        className="receipt"
        data-testid="receipt"
        // The paper width in characters: large text is twice as wide, small text narrower.
        style={{ width: `calc(${blocks.columns.normal}ch + 1.8rem)`, ['--small-scale' as string]: String(blocks.columns.normal / blocks.columns.small) }}
      >
        {blocks.lines.map((b, i) => (
          <ReceiptLine key={i} line={b} />
        ))}
      </div>
      <button
        type="button"
        className="button-secondary"
        data-testid="reprint"
        onClick={() => void call('print.reprint', { ref: { journalId } }).then((r) => setPrinted(r.ok ? t('receipt.reprinted') : r.error.message))}
      >
        {t('receipt.reprint')}
      </button>
      {printed && <p role="status">{printed}</p>}
    </section>
  );
}

function ReceiptLine({ line: l }: { line: Line }) {
  switch (l.type) {
    case 'text':
      return <div className={`r-text r-${l.align}${l.bold ? ' r-bold' : ''}${l.size === 'large' ? ' r-large' : l.size === 'small' ? ' r-small' : ''}`}>{l.text || '\u00a0'}</div>;
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
