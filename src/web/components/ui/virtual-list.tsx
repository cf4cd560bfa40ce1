/**
 * A long list that renders only the rows on screen and a few screens' worth around them (decision 060), scrolled
 * with the window like the rest of the page. Rows measure their own height, so cards may grow (an open editor,
 * expanded sources) and the rows below follow.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

export interface VirtualListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** A typical row's height in pixels, before it is measured. */
  estimateSize: number;
  renderItem: (item: T) => ReactNode;
  /** Space under each row, in pixels. */
  gap?: number;
  testId?: string;
  /** A row to keep on screen (the keyboard's selection): scrolled to when it changes, if it is not in view. */
  activeIndex?: number;
}

/** Rows rendered beyond each edge of the screen: enough for a fast scroll and for a few rows' keyboard focus. */
const OVERSCAN = 8;

export function VirtualList<T>({
  items,
  getKey,
  estimateSize,
  renderItem,
  gap = 16,
  testId,
  activeIndex,
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize + gap,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => getKey(items[index]!),
  });
  useEffect(() => {
    if (activeIndex !== undefined && activeIndex >= 0 && activeIndex < items.length)
      virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, items.length, virtualizer]);
  return (
    <div
      ref={listRef}
      className="relative w-full"
      style={{ height: Math.max(0, virtualizer.getTotalSize() - gap) }}
      data-testid={testId}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute left-0 top-0 w-full"
          style={{ transform: `translateY(${row.start - scrollMargin}px)`, paddingBottom: gap }}
        >
          {renderItem(items[row.index]!)}
        </div>
      ))}
    </div>
  );
}

/** The element's distance from the top of the document, kept current as content above it appears or grows. */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
