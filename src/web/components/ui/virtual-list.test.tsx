import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { VirtualList } from './virtual-list';

/** jsdom lays nothing out: every row is given a height of 100 px, the window 800 px. */
function withLayout() {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.index === undefined ? 0 : 100;
  });
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
}

const scrollTo = (y: number) =>
  act(() => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => vi.restoreAllMocks());

describe('VirtualList', () => {
  it('renders only the rows on screen and a few around them, and follows the scroll', async () => {
    withLayout();
    const items = Array.from({ length: 2000 }, (_, i) => `Question ${i}`);
    render(
      <VirtualList
        items={items}
        getKey={(q) => q}
        estimateSize={100}
        gap={0}
        renderItem={(q) => <p data-testid="row">{q}</p>}
      />,
    );
    const shown = () => screen.getAllByTestId('row').map((el) => el.textContent);
    expect(shown()[0]).toBe('Question 0');
    expect(shown().length).toBeLessThan(30);
    expect(screen.queryByText('Question 1999')).toBeNull();

    await scrollTo(100_000);
    expect(shown()).toContain('Question 1005');
    expect(shown().length).toBeLessThan(40);
    expect(screen.queryByText('Question 0')).toBeNull();
  });
});
