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

interface FilterSelectProps<V extends string> {
  id: string;
  testId: string;
  label: string;
  value: V | '';
  options: { value: V; label: string }[];
  onChange(value: V | ''): void;
}

/** One filter: its label and a list whose first choice ("all") sets no filter. */
function FilterSelect<V extends string>({ id, testId, label, value, options, onChange }: FilterSelectProps<V>) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} data-testid={testId} value={value} onChange={(e) => onChange(e.target.value as V | '')}>
        <option value="">{t('journalSearch.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
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
      <FilterSelect
        id={`${id}-kind`}
        testId="journal-kind"
        label={t('journalSearch.kind')}
        value={filter.kind}
        options={journalKinds.map((k) => ({ value: k, label: t(`journal.kind.${k}`) }))}
        onChange={(kind) => set({ kind })}
      />
      <FilterSelect
        id={`${id}-state`}
        testId="journal-state"
        label={t('journalSearch.state')}
        value={filter.state}
        options={journalStates.map((s) => ({ value: s, label: t(`journal.state.${s}`) }))}
        onChange={(state) => set({ state })}
      />
      <FilterSelect
        id={`${id}-cashier`}
        testId="journal-cashier"
        label={t('journalSearch.cashier')}
        value={filter.cashier}
        options={cashiersOf(entries).map((c) => ({ value: c, label: c }))}
        onChange={(cashier) => set({ cashier })}
      />
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
