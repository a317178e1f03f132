// The receipt printer: where it is (none, the built-in test printer, the network, a system queue),
// its model (code page numbers, cut), the paper width, the feed before a cut, and the test page.
// With the built-in test printer the page shows what the printer got, decoded from its bytes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { printerModelSchema, type TerminalSettings } from '../../../../electron/core/contract';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useManagerCall } from '../useManagerCall';
import { WholeNumberField } from '../WholeNumberField';

type PrinterKind = 'none' | 'training' | 'network' | 'queue';
type Printer = { kind: PrinterKind; host: string; port: string; queue: string };

function parsePrinter(uri: string): Printer {
  const tcp = /^tcp:\/\/([^:]+):(\d+)$/.exec(uri);
  if (tcp) return { kind: 'network', host: tcp[1] ?? '', port: tcp[2] ?? '9100', queue: '' };
  if (uri.startsWith('queue:')) return { kind: 'queue', host: '', port: '9100', queue: uri.slice(6) };
  return { kind: uri === 'training' ? 'training' : 'none', host: '', port: '9100', queue: '' };
}

function printerUri(p: Printer): string {
  if (p.kind === 'network') return `tcp://${p.host.trim()}:${p.port.trim()}`;
  if (p.kind === 'queue') return `queue:${p.queue.trim()}`;
  return p.kind === 'training' ? 'training' : '';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function PrinterSection({ settings, onSaved }: { settings: TerminalSettings; onSaved(s: TerminalSettings): void }) {
  const { t } = useTranslation();
  const call = useManagerCall();
  const [printer, setPrinter] = useState(parsePrinter(settings.printerUri));
  const [f, setF] = useState({ printerModel: settings.printerModel, paper: settings.paper, cutFeedLines: settings.cutFeedLines });
  const [saved, setSaved] = useState(false);
  const [test, setTest] = useState<{ queued: boolean; lines: string[] | null } | null>(null);
  const change = (p: Partial<typeof f>) => {
    setSaved(false);
    setF((x) => ({ ...x, ...p }));
  };
  const save = async (): Promise<boolean> => {
    const r = await call.run('settings.update', { ...f, printerUri: printerUri(printer) });
    if (!r) return false;
    setSaved(true);
    onSaved(r);
    return true;
  };
  // The test page is printed with what is chosen here: saved first, so model and paper apply.
  const testPage = async () => {
    setTest(null);
    if (!(await save())) return;
    const before = await call.run('print.printed', { limit: 200 });
    const job = await call.run('print.testPage', {});
    if (!job) return;
    setTest({ queued: true, lines: null });
    if (!before?.available) return;
    for (let i = 0; i < 20; i++) {
      await wait(250);
      const now = await call.run('print.printed', { limit: 200 });
      if (now && now.receipts.length > before.receipts.length) {
        setTest({ queued: true, lines: now.receipts.at(-1)?.lines ?? [] });
        return;
      }
    }
  };
  return (
    <section className="mgr-section" data-testid="hardware-printer">
      <h2>{t('manager.settings.printer.heading')}</h2>
      <div className="mgr-row">
        <label className="mgr-field">
          {t('manager.settings.printer.kind')}
          <select
            value={printer.kind}
            onChange={(e) => setPrinter((p) => ({ ...p, kind: e.target.value as PrinterKind }))}
            data-testid="printer-kind"
          >
            {(['none', 'training', 'network', 'queue'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`manager.settings.printer.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {printer.kind === 'network' && (
          <>
            <label className="mgr-field">
              {t('manager.settings.printer.host')}
              <input
                value={printer.host}
                onChange={(e) => setPrinter((p) => ({ ...p, host: e.target.value }))}
                data-testid="printer-host"
              />
            </label>
            <label className="mgr-field">
              {t('manager.settings.printer.port')}
              <input
                value={printer.port}
                inputMode="numeric"
                onChange={(e) => setPrinter((p) => ({ ...p, port: e.target.value }))}
                size={6}
                data-testid="printer-port"
              />
            </label>
          </>
        )}
        {printer.kind === 'queue' && (
          <label className="mgr-field">
            {t('manager.settings.printer.queue')}
            <input
              value={printer.queue}
              onChange={(e) => setPrinter((p) => ({ ...p, queue: e.target.value }))}
              data-testid="printer-queue"
            />
          </label>
        )}
      </div>
      <div className="mgr-row">
        <label className="mgr-field">
          {t('manager.hardware.printer.model')}
          <select
            value={f.printerModel}
            onChange={(e) => change({ printerModel: e.target.value as TerminalSettings['printerModel'] })}
            data-testid="printer-model"
          >
            {printerModelSchema.options.map((m) => (
              <option key={m} value={m}>
                {t(`manager.hardware.printer.models.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="mgr-field">
          {t('manager.settings.printer.paper')}
          <select
            value={f.paper}
            onChange={(e) => change({ paper: e.target.value as TerminalSettings['paper'] })}
            data-testid="printer-paper"
          >
            <option value="80">80 mm</option>
            <option value="58">58 mm</option>
          </select>
        </label>
        <WholeNumberField
          label={t('manager.settings.printer.cutFeedLines')}
          min={0}
          max={10}
          value={f.cutFeedLines}
          onChange={(v) => change({ cutFeedLines: v })}
          testId="printer-cut-feed"
        />
      </div>
      <p className="mgr-note">{t('manager.settings.printer.codePageNote')}</p>
      <div className="mgr-row">
        <button type="button" onClick={() => void save()} disabled={call.busy} data-testid="printer-save">
          {t('manager.settings.save')}
        </button>
        <button type="button" className="button-secondary" onClick={() => void testPage()} disabled={call.busy} data-testid="printer-test">
          {t('manager.settings.printer.test')}
        </button>
        {saved && (
          <span className="mgr-ok" role="status" data-testid="printer-saved">
            {t('manager.settings.saved')}
          </span>
        )}
      </div>
      {test && (
        <p role="status" data-testid="printer-test-result">
          {t('manager.settings.printer.testQueued')}
        </p>
      )}
      {test?.lines && (
        <figure className="hardware-printed">
          <figcaption>{t('manager.hardware.printer.printed')}</figcaption>
          <pre data-testid="printer-test-printed">{test.lines.join('\n')}</pre>
        </figure>
      )}
      <ErrorPanel error={call.error} pin={call.pin} />
    </section>
  );
}
