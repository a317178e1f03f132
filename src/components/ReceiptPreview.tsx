import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Result } from '../../electron/core/contract';
import { useApp } from '../app-context';
import { QrCode } from './QrCode';

/** Receipt blocks as the printing model produces them (mirror of core/printing/document.ts). */
type Block =
  | { type: 'text'; text: string; align?: string; bold?: boolean; size?: string }
  | { type: 'row'; left: string; right: string; bold?: boolean }
  | { type: 'separator'; char?: string }
  | { type: 'qr'; data: string }
  | { type: 'barcode'; data: string }
  | { type: 'logo' }
  | { type: 'feed'; lines: number }
  | { type: 'cut' };

type UntypedCall = (method: string, input: unknown) => Promise<Result<unknown>>;

function blocksOf(value: unknown): Block[] | null {
  const v = value as { blocks?: unknown; document?: { blocks?: unknown } } | null;
  const blocks = v?.blocks ?? v?.document?.blocks;
  return Array.isArray(blocks) ? (blocks as Block[]) : null;
}

/** The receipt of a journal row as it will be printed, with a reprint button. */
export function ReceiptPreview({ journalId }: { journalId: string }) {
  const { t } = useTranslation();
  const { bridge } = useApp();
  const [blocks, setBlocks] = useState<Block[] | null>(null);
  const [printed, setPrinted] = useState<string | null>(null);
  // print.* comes from the printing contract; called untyped so this screen works before it lands.
  const call = bridge.call as unknown as UntypedCall;
  useEffect(() => {
    let alive = true;
    void call('print.preview', { journalId }).then((r) => {
      if (alive && r.ok) setBlocks(blocksOf(r.value));
    });
    return () => {
      alive = false;
    };
  }, [call, journalId]);
  if (!blocks) return null;
  return (
    <section className="receipt-wrap" aria-label={t('receipt.preview')}>
      <div className="receipt" data-testid="receipt">
        {blocks.map((b, i) => (
          <ReceiptBlock key={i} block={b} />
        ))}
      </div>
      <button
        type="button"
        className="button-secondary"
        data-testid="reprint"
        onClick={() => void call('print.reprint', { journalId }).then((r) => setPrinted(r.ok ? t('receipt.reprinted') : r.error.message))}
      >
        {t('receipt.reprint')}
      </button>
      {printed && <p role="status">{printed}</p>}
    </section>
  );
}

function ReceiptBlock({ block: b }: { block: Block }) {
  switch (b.type) {
    case 'text':
      return <div className={`r-text r-${b.align ?? 'left'}${b.bold ? ' r-bold' : ''}${b.size === 'large' ? ' r-large' : ''}`}>{b.text}</div>;
    case 'row':
      return (
        <div className={`r-row${b.bold ? ' r-bold' : ''}`}>
          <span>{b.left}</span>
          <span>{b.right}</span>
        </div>
      );
    case 'separator':
      return <hr className="r-sep" />;
    case 'qr':
      return (
        <div className="r-center">
          <QrCode data={b.data} label={b.data} size={140} />
        </div>
      );
    case 'barcode':
      return <div className="r-center r-mono">{b.data}</div>;
    case 'cut':
      return <div className="r-cut" aria-hidden="true" />;
    default:
      return null;
  }
}
