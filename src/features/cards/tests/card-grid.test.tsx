/** The card grid: plain for a short list, virtualised by rows (in its own chunk) once it is long. */
import { render, screen, waitFor } from '@testing-library/react';
import { CardGrid, VIRTUALISE_FROM } from '../components/CardGrid';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
const grid = (n: number) => (
  <CardGrid
    items={items(n)}
    itemKey={(it) => `u${it.id}`}
    renderItem={(it) => <button type="button">{`Persona ${it.id}`}</button>}
    label="Recientes"
  />
);

describe('card grid', () => {
  it('[PERF][A11Y] a first page is a plain grid with every card in the DOM and its position for screen readers', () => {
    render(grid(20));
    const list = screen.getByRole('list', { name: 'Recientes' });
    expect(list).not.toHaveClass('dash-grid--virtual');
    const cells = screen.getAllByRole('listitem');
    expect(cells).toHaveLength(20);
    expect(cells[4]).toHaveAttribute('aria-posinset', '5');
    expect(cells[4]).toHaveAttribute('aria-setsize', '20');
  });

  it('[PERF] past VIRTUALISE_FROM cards the grid is virtualised: only the rows near the viewport stay in the DOM', async () => {
    const { rerender } = render(grid(20));
    rerender(grid(VIRTUALISE_FROM * 4));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Recientes' })).toHaveClass('dash-grid--virtual'));
    const cells = screen.getAllByRole('listitem');
    expect(cells.length).toBeLessThan(VIRTUALISE_FROM);
    expect(cells[0]).toHaveAttribute('aria-setsize', String(VIRTUALISE_FROM * 4));
    expect(screen.getByText('Persona 1')).toBeInTheDocument();
  });

  it('[A11Y] a card control that has the focus keeps it when the grid turns virtual', async () => {
    const { rerender } = render(grid(20));
    screen.getByRole('button', { name: 'Persona 3' }).focus();
    rerender(grid(VIRTUALISE_FROM * 4));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Recientes' })).toHaveClass('dash-grid--virtual'));
    expect(screen.getByRole('button', { name: 'Persona 3' })).toHaveFocus();
  });

  it('[PERF] after a card leaves a virtual grid every cell still carries its row index (no "Missing attribute name \'data-index\'" warning)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = render(grid(20));
    rerender(grid(VIRTUALISE_FROM * 2));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Recientes' })).toHaveClass('dash-grid--virtual'));
    // A dislike: the first card leaves, every other card moves one column.
    rerender(
      <CardGrid
        items={items(VIRTUALISE_FROM * 2).slice(1)}
        itemKey={(it) => `u${it.id}`}
        renderItem={(it) => <button type="button">{`Persona ${it.id}`}</button>}
        label="Recientes"
      />,
    );
    const cells = screen.getAllByRole('listitem');
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell).toHaveAttribute('data-index');
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/data-index/);
    warn.mockRestore();
  });
});
