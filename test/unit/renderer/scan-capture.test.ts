// The scanner capture with synthetic keys and its own clock: a burst that starts while the focus
// moves (before the entry listens, or in another element) reaches the entry whole.
import { describe, expect, it } from 'vitest';
import { defaultBurst } from '../../../src/lib/scan-burst';
import { EntryCapture, KeyRun, type CaptureHandlers, type KeyLike, type KeyPlace } from '../../../src/lib/scan-capture';

/** An entry (or the fallback) as the hook drives it: its text and what Enter handed over. */
function entry(run: KeyRun, fallback = false) {
  let text = '';
  const entered: { text: string; burst: boolean }[] = [];
  const handlers: CaptureHandlers = {
    accepts: (k) => /^[A-Za-z0-9.-]$/.test(k),
    current: () => text,
    onText: (t) => {
      text = t;
    },
    onEnter: (t, burst) => {
      text = t;
      entered.push({ text: t, burst });
    },
  };
  const capture = new EntryCapture(run, fallback);
  return {
    entered,
    text: () => text,
    /** A key as the listener sees it; a key typed into the own field also lands in its text. */
    key: (e: KeyLike, place: KeyPlace) => {
      const action = capture.key(e, place, handlers);
      if (place === 'own' && action === 'pass' && e.key.length === 1) text += e.key;
      return action;
    },
  };
}

/** Key events of `text` every `gap` ms from `start` (one object per event, as the DOM gives). */
const keys = (text: string, start: number, gap = 3): KeyLike[] => [...text].map((key, i) => ({ key, timeStamp: start + i * gap }));
const enter = (t: number): KeyLike => ({ key: 'Enter', timeStamp: t });
/** A run whose keys the page handles the moment they are typed. */
const newRun = () => new KeyRun(defaultBurst, () => 0);

describe('scanner capture across a focus move', () => {
  it('pay screen: the first key taken by the fallback, the rest typed into the new code field, arrives whole', () => {
    const run = newRun();
    const fallback = entry(run, true);
    const [first, ...rest] = keys('DEMOVALUE100', 1000);
    fallback.key(first!, 'free');
    // The purchase opened: the code entry subscribes now, its field has the focus.
    const code = entry(run);
    for (const k of rest) code.key(k, 'own');
    expect(code.text()).toBe('EMOVALUE100');
    expect(code.key(enter(1040), 'own')).toBe('end');
    expect(code.entered).toEqual([{ text: 'DEMOVALUE100', burst: true }]);
  });

  it('a first key typed into another field (the amount field) still belongs to the burst', () => {
    const run = newRun();
    const code = entry(run);
    const [first, ...rest] = keys('DEMOPARTIAL1', 2000);
    expect(code.key(first!, 'text')).toBe('pass');
    for (const k of rest) code.key(k, 'own');
    code.key(enter(2040), 'own');
    expect(code.entered).toEqual([{ text: 'DEMOPARTIAL1', burst: true }]);
  });

  it('home screen: a 19-digit burst whose first key came before the fallback listened arrives whole', () => {
    const run = newRun();
    const [first, ...rest] = keys('1234567890123456789', 3000);
    run.see(first!); // only the document's run listens yet
    const fallback = entry(run, true);
    for (const k of rest) expect(fallback.key(k, 'free')).toBe('take');
    expect(fallback.key(enter(3060), 'free')).toBe('end');
    expect(fallback.entered).toEqual([{ text: '1234567890123456789', burst: true }]);
  });

  it('a first key typed natively into the field before its entry listened is part of the burst', () => {
    const run = newRun();
    const [first, ...rest] = keys('DEMOTRAIN001', 4000);
    run.see(first!);
    const code = entry(run);
    for (const k of rest) code.key(k, 'own');
    code.key(enter(4040), 'own');
    expect(code.entered).toEqual([{ text: 'DEMOTRAIN001', burst: true }]);
  });

  it('an event shown to several listeners counts once', () => {
    const run = newRun();
    const a = entry(run);
    const b = entry(run);
    for (const k of keys('ABCDEFGH', 5000)) {
      run.see(k);
      a.key(k, 'own');
      b.key(k, 'own');
    }
    const e = enter(5030);
    a.key(e, 'own');
    b.key(e, 'own');
    expect(a.entered).toEqual([{ text: 'ABCDEFGH', burst: true }]);
    expect(b.entered).toEqual([{ text: 'ABCDEFGH', burst: true }]);
  });

  it('the Enter that confirmed the total ends its run: the scan after it is the burst alone', () => {
    const run = newRun();
    for (const k of keys('3000', 6000, 70)) run.see(k);
    run.see(enter(6300));
    const code = entry(run);
    for (const k of keys('DEMOVALUE100', 6310)) code.key(k, 'own');
    code.key(enter(6350), 'own');
    expect(code.entered).toEqual([{ text: 'DEMOVALUE100', burst: true }]);
  });

  it('slow typing stays typing: the fallback lets its Enter pass, an entry submits the field', () => {
    const run = newRun();
    const fallback = entry(run, true);
    for (const k of keys('DEMO', 7000, 150)) fallback.key(k, 'free');
    expect(fallback.key(enter(7700), 'free')).toBe('pass');
    expect(fallback.entered).toEqual([]);
    const code = entry(run);
    for (const k of keys('DEMOVALUE100', 9000, 150)) code.key(k, 'own');
    code.key(enter(11000), 'own');
    expect(code.entered).toEqual([{ text: 'DEMOVALUE100', burst: false }]);
  });

  it('an Enter on a focused button without a burst keeps its meaning', () => {
    const run = newRun();
    const fallback = entry(run, true);
    expect(fallback.key(enter(12000), 'free')).toBe('pass');
    expect(fallback.entered).toEqual([]);
  });

  it('a sender that waits for the page is not cut when the page took the first key late', () => {
    // A test driver (or a remote keyboard) sends a key only once the page handled the one before:
    // the page, busy, handled "D" 700 ms after it was typed, so "E" came 700 ms after "D".
    let clock = 0;
    const run = new KeyRun(defaultBurst, () => clock);
    const fallback = entry(run, true);
    clock = 1700;
    fallback.key({ key: 'D', timeStamp: 1000 }, 'free');
    for (const k of keys('EMOVALUE100', 1703)) {
      clock = k.timeStamp;
      fallback.key(k, 'free');
    }
    fallback.key(enter(1740), 'free');
    expect(fallback.entered).toEqual([{ text: 'DEMOVALUE100', burst: true }]);
  });

  it("a person's pause still starts a new run when the page handled the key at once", () => {
    const quick = entry(newRun());
    quick.key({ key: 'X', timeStamp: 5000 }, 'own');
    for (const k of keys('DEMOVALUE100', 5703)) quick.key(k, 'own');
    quick.key(enter(5750), 'own');
    expect(quick.entered).toEqual([{ text: 'DEMOVALUE100', burst: true }]);
  });

  it('an amount typed, then a click, then a scan: the scan alone arrives', () => {
    const run = newRun();
    const code = entry(run);
    // "30" typed into the amount field at a quick person's pace, the line added with a click.
    for (const k of keys('30', 1000, 60)) code.key(k, 'text');
    run.reset();
    for (const k of keys('DEMOVALUE100', 1200)) code.key(k, 'own');
    code.key(enter(1240), 'own');
    expect(code.entered).toEqual([{ text: 'DEMOVALUE100', burst: true }]);
  });
});
