// A failed step's row keeps the failure's message id (from the service error kept as its answer),
// so the journal shows it in the UI language; the service's own sentence stays text to recognise.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorFromNetwork, errorFromResponse } from '../../../electron/core/service/errors';
import { failureSaid } from '../../../electron/core/store/journal-view';
import { resources } from '../../../src/i18n/resources';
import { wordsOf } from '../../../src/lib/core-words';

const ctx = { endpoint: 'redeem', method: 'POST', retrySafe: false } as Parameters<typeof errorFromNetwork>[1];

describe('a failed step in words', () => {
  it('names the message of a service failure the core worded', async () => {
    const err = errorFromNetwork(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), ctx);
    const said = failureSaid({ error: err.message, response: err.toJSON() });
    expect(said).toEqual({ errorMessageId: 'unreachable', errorParams: {} });
    const i = i18next.createInstance();
    await i.init({ resources, lng: 'de', fallbackLng: false, interpolation: { escapeValue: false } });
    const words = wordsOf({ message: err.message, messageId: said.errorMessageId, params: said.errorParams }, i.t.bind(i), 'de');
    expect(words.sentence).toBe(i.t('coreMessage.unreachable'));
    expect(words.sentence).not.toBe(err.message);
  });

  it("leaves the service's own sentence as text", () => {
    const err = errorFromResponse(400, JSON.stringify({ error_code: 'x', message: 'Der Gutschein ist vollständig eingelöst.' }), ctx);
    expect(failureSaid({ error: err.message, response: err.toJSON() })).toEqual({});
    expect(failureSaid({ error: null, response: null })).toEqual({});
  });
});
