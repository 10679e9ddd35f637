/** The card grid: plain for a short list, virtualised by rows (in its own chunk) once it is long. */
import { useLayoutEffect } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { CardGrid, VIRTUALISE_FROM, cardsOnFirstScreen } from '../components/CardGrid';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
const grid = (n: number) => (
  <CardGrid items={items(n)} itemKey={(it) => `u${it.id}`} renderItem={(it) => <button type="button">{`Persona ${it.id}`}</button>} label="Recientes" />
);

describe('card grid', () => {
  it('[DASH-09] a first page is a plain grid with every card in the DOM and its position for screen readers', () => {
    render(grid(20));
    const list = screen.getByRole('list', { name: 'Recientes' });
    expect(list).not.toHaveClass('dash-grid--virtual');
    const cells = screen.getAllByRole('listitem');
    expect(cells).toHaveLength(20);
    expect(cells[4]).toHaveAttribute('aria-posinset', '5');
    expect(cells[4]).toHaveAttribute('aria-setsize', '20');
  });

  it('[DASH-09] past VIRTUALISE_FROM cards the grid is virtualised: only the rows near the viewport stay in the DOM', async () => {
    const { rerender } = render(grid(20));
    rerender(grid(VIRTUALISE_FROM * 4));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Recientes' })).toHaveClass('dash-grid--virtual'));
    const cells = screen.getAllByRole('listitem');
    expect(cells.length).toBeLessThan(VIRTUALISE_FROM);
    expect(cells[0]).toHaveAttribute('aria-setsize', String(VIRTUALISE_FROM * 4));
    expect(screen.getByText('Persona 1')).toBeInTheDocument();
  });

  it('[DASH-09] a card control that has the focus keeps it when the grid turns virtual', async () => {
    const { rerender } = render(grid(20));
    screen.getByRole('button', { name: 'Persona 3' }).focus();
    rerender(grid(VIRTUALISE_FROM * 4));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Recientes' })).toHaveClass('dash-grid--virtual'));
    expect(screen.getByRole('button', { name: 'Persona 3' })).toHaveFocus();
  });

  it('[DASH-09] a list that has just loaded commits its first screen of cards first, then the rest; the near-bottom check waits for the whole page', async () => {
    const firstScreen = cardsOnFirstScreen();
    const total = firstScreen + 12;
    const cellsAtCommit: number[] = [];
    const onShown = jest.fn();
    function Cell({ id }: { id: number }) {
      // Runs in the commit that adds this card: how many cards the page had then.
      useLayoutEffect(() => {
        cellsAtCommit.push(document.querySelectorAll('li').length);
        if (cellsAtCommit.length === 1) expect(onShown).not.toHaveBeenCalled();
      }, []);
      return <button type="button">{`Persona ${id}`}</button>;
    }
    render(<CardGrid items={items(total)} itemKey={(it) => `u${it.id}`} renderItem={(it) => <Cell id={it.id} />} label="Recientes" deferFirst onShown={onShown} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(total));
    expect(cellsAtCommit.slice(0, firstScreen)).toEqual(Array(firstScreen).fill(firstScreen));
    expect(cellsAtCommit.slice(firstScreen)).toEqual(Array(total - firstScreen).fill(total));
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('[DASH-09] the first screen is counted in whole rows of the grid\'s narrowest 4:5 cards', () => {
    expect(cardsOnFirstScreen(390, 844)).toBe(8); // 2 columns of 195 px, 4 rows of 244 px
    expect(cardsOnFirstScreen(1280, 800)).toBe(18); // 6 columns of 213 px, 3 rows of 267 px
    expect(cardsOnFirstScreen(150, 300)).toBe(2); // at least one column
  });
});
