// The journal's search line: a code field and filters by kind, state and cashier.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '../../../electron/core/contract';
import { journalKinds, journalStates } from '../../../electron/core/contract/constants';
import { cashiersOf, noFilter, type JournalFilter } from './filter';

interface Props {
  filter: JournalFilter;
  onChange(f: JournalFilter): void;
  entries: JournalEntry[];
  shown: number;
}

export function JournalFilters({ filter, onChange, entries, shown }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<JournalFilter>) => onChange({ ...filter, ...patch });
  const active = filter.code !== '' || filter.kind !== '' || filter.state !== '' || filter.cashier !== '';
  return (
    <div className="journal-filters" role="search" data-testid="journal-filters">
      <label htmlFor={`${id}-code`}>{t('journalSearch.code')}</label>
      <input
        id={`${id}-code`}
        type="search"
        data-testid="journal-search"
        value={filter.code}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => set({ code: e.target.value })}
      />
      <label htmlFor={`${id}-kind`}>{t('journalSearch.kind')}</label>
      <select
        id={`${id}-kind`}
        data-testid="journal-kind"
        value={filter.kind}
        onChange={(e) => set({ kind: e.target.value as JournalFilter['kind'] })}
      >
        <option value="">{t('journalSearch.all')}</option>
        {journalKinds.map((k) => (
          <option key={k} value={k}>
            {t(`journal.kind.${k}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-state`}>{t('journalSearch.state')}</label>
      <select
        id={`${id}-state`}
        data-testid="journal-state"
        value={filter.state}
        onChange={(e) => set({ state: e.target.value as JournalFilter['state'] })}
      >
        <option value="">{t('journalSearch.all')}</option>
        {journalStates.map((s) => (
          <option key={s} value={s}>
            {t(`journal.state.${s}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-cashier`}>{t('journalSearch.cashier')}</label>
      <select id={`${id}-cashier`} data-testid="journal-cashier" value={filter.cashier} onChange={(e) => set({ cashier: e.target.value })}>
        <option value="">{t('journalSearch.all')}</option>
        {cashiersOf(entries).map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <span className="muted" role="status" data-testid="journal-shown">
        {t('journalSearch.shown', { shown, total: entries.length })}
      </span>
      {active && (
        <button type="button" className="button-secondary" data-testid="journal-clear" onClick={() => onChange(noFilter)}>
          {t('journalSearch.clear')}
        </button>
      )}
    </div>
  );
}
