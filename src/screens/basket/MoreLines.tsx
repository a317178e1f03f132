// The basket's list of lines keeps the total and the pay buttons in view: when it has more lines
// than room, it scrolls by itself, and this hint at its lower edge says how many are out of view
// below (a click shows them) or, at the end, how many are above (a click goes back to the first).
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface Hidden {
  below: number;
  above: number;
  /** The hint's place: the list's lower edge and its middle, from the basket's corner. */
  bottom: number;
  middle: number;
}

/** Lines wholly or partly outside the list's visible part (a pixel of slack for rounding). */
function measure(side: HTMLElement): Hidden | null {
  const list = side.querySelector<HTMLElement>('[data-testid="order-lines"]');
  if (!list || list.scrollHeight <= list.clientHeight + 1) return null;
  const box = list.getBoundingClientRect();
  const items = [...list.querySelectorAll<HTMLElement>('[data-testid="order-line"]')].map((l) => l.getBoundingClientRect());
  return {
    below: items.filter((r) => r.bottom > box.bottom + 1).length,
    above: items.filter((r) => r.top < box.top - 1).length,
    bottom: box.bottom - side.getBoundingClientRect().top,
    middle: box.left + box.width / 2 - side.getBoundingClientRect().left,
  };
}

/** What of the lines is out of view, followed as the basket changes size or scrolls (`version`: the order). */
export function useHiddenLines(side: RefObject<HTMLElement | null>, version: unknown): Hidden | null {
  const [hidden, setHidden] = useState<Hidden | null>(null);
  useEffect(() => {
    const el = side.current;
    if (!el) return;
    const list = el.querySelector<HTMLElement>('[data-testid="order-lines"]');
    const update = () => setHidden(measure(el));
    // Measured once the browser laid the order out, then on every change of size or scroll.
    const frame = requestAnimationFrame(update);
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (list) observer.observe(list);
    list?.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      list?.removeEventListener('scroll', update);
    };
  }, [side, version]);
  return hidden && (hidden.below > 0 || hidden.above > 0) ? hidden : null;
}

export function MoreLines({ side, hidden }: { side: RefObject<HTMLElement | null>; hidden: Hidden | null }) {
  const { t } = useTranslation();
  if (!hidden) return null;
  const down = hidden.below > 0;
  const scroll = () => {
    const list = side.current?.querySelector<HTMLElement>('[data-testid="order-lines"]');
    if (!list) return;
    list.scrollTo({ top: down ? list.scrollTop + list.clientHeight * 0.8 : 0, behavior: 'smooth' });
  };
  return (
    <button
      type="button"
      className="more-lines"
      data-testid="more-lines"
      data-count={down ? hidden.below : hidden.above}
      data-direction={down ? 'down' : 'up'}
      style={{ top: hidden.bottom, left: hidden.middle }}
      onClick={scroll}
    >
      {down ? t('basket.moreBelow', { count: hidden.below }) : t('basket.moreAbove', { count: hidden.above })}
    </button>
  );
}
