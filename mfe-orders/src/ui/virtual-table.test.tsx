import { act, fireEvent, render, screen } from '@testing-library/react';
import { FigureLocale } from '@spot/contracts/react';
import { ROW_HEIGHT, VirtualTable, cardSize, visibleWindow, type Column } from './virtual-table';

type Row = { id: string };
const rows: Row[] = Array.from({ length: 1000 }, (_, i) => ({ id: `r${i}` }));
const columns = [{ key: 'id', header: 'Id', cell: (r: Row) => r.id }];

describe('the virtualised table', () => {
  it('draws only the rows in view and a margin', () => {
    expect(visibleWindow(0, 280, 1000)).toEqual({ first: 0, last: 18 });
    expect(visibleWindow(100 * ROW_HEIGHT, 280, 1000)).toEqual({ first: 92, last: 118 });
    expect(visibleWindow(0, 280, 5)).toEqual({ first: 0, last: 5 });
  });

  it('renders a thousand orders as a few dozen rows', () => {
    render(<VirtualTable label="Orders" rows={rows} columns={columns} rowKey={(r) => r.id} />);
    const drawn = screen.getAllByRole('row').length - 1;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(40);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('1001');
  });

  it('draws the rows scrolled to', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 1;
    });
    render(<VirtualTable label="Orders" rows={rows} columns={columns} rowKey={(r) => r.id} />);
    const viewport = screen.getAllByRole('rowgroup')[1]!;
    viewport.scrollTop = 500 * ROW_HEIGHT;
    await act(async () => {
      fireEvent.scroll(viewport);
    });
    expect(screen.getByText('r500')).toBeTruthy();
    expect(screen.queryByText('r0')).toBeNull();
  });

  it('asks for the next page near the end, only while there is more and none is loading', () => {
    const onEnd = jest.fn();
    const few = rows.slice(0, 12);
    const { rerender } = render(
      <VirtualTable
        label="Orders"
        rows={few}
        columns={columns}
        rowKey={(r) => r.id}
        hasMore
        onEndReached={onEnd}
      />,
    );
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender(
      <VirtualTable
        label="Orders"
        rows={few}
        columns={columns}
        rowKey={(r) => r.id}
        hasMore
        loadingMore
        onEndReached={onEnd}
      />,
    );
    rerender(
      <VirtualTable
        label="Orders"
        rows={few}
        columns={columns}
        rowKey={(r) => r.id}
        hasMore={false}
        onEndReached={onEnd}
      />,
    );
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});

describe('VirtualTable figures', () => {
  const figures: Column<{ id: string; qty: string; note: string }>[] = [
    { key: 'note', header: 'Note', cell: (r) => r.note },
    { key: 'qty', header: 'Qty', align: 'end', cell: (r) => r.qty },
  ];
  const rows = [{ id: '1', qty: '-1.50 BTC', note: '2.5' }];

  it("writes a figure column's text for the page's locale and leaves other columns alone", () => {
    render(
      <FigureLocale.Provider value="es">
        <VirtualTable label="Orders" rows={rows} columns={figures} rowKey={(r) => r.id} />
      </FigureLocale.Provider>,
    );
    const cells = screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['2.5', '-1,50 BTC']);
  });

  it('writes a loss in Arabic so that it reads left to right', () => {
    render(
      <FigureLocale.Provider value="ar">
        <VirtualTable label="Orders" rows={rows} columns={figures} rowKey={(r) => r.id} />
      </FigureLocale.Provider>,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells[1]?.textContent).toBe('\u200e-1.50 BTC');
    // Each text cell is isolated with its own direction, so a date and time keep their order.
    expect(cells.map((cell) => cell.firstElementChild?.tagName)).toEqual(['BDI', 'BDI']);
  });
});

describe('VirtualTable cards (a phone)', () => {
  type Order = { id: string; price: string; qty: string };
  const cardColumns: Column<Order>[] = [
    { key: 'id', header: 'Id', cell: (r) => r.id },
    { key: 'price', header: 'Price', align: 'end', cell: (r) => r.price },
    { key: 'qty', header: 'Qty', align: 'end', cell: (r) => r.qty },
    {
      key: 'action',
      header: 'Action',
      action: true,
      cell: (r) => <button type="button">Cancel {r.id}</button>,
    },
  ];

  it('sizes a card by its lines of two figures, never below a thumb target for its action', () => {
    expect(cardSize(cardColumns)).toEqual({ lines: 2, height: 2 * 32 + 12 + 6 });
    expect(cardSize([{}, { action: true }])).toEqual({ lines: 1, height: 44 + 12 + 6 });
    expect(cardSize([{}, {}, {}, {}, {}, {}, {}])).toEqual({ lines: 4, height: 4 * 32 + 12 + 6 });
    // A wide value (a time) takes a line of its own.
    expect(cardSize([{ wide: true }, {}, {}, {}])).toEqual({ lines: 3, height: 3 * 32 + 12 + 6 });
  });

  it('draws only the cards in view', () => {
    const { height } = cardSize(cardColumns);
    expect(visibleWindow(0, 320, 1000, height)).toEqual({ first: 0, last: 12 });
    expect(visibleWindow(100 * height, 320, 1000, height)).toEqual({ first: 92, last: 112 });
  });

  it('labels each value and puts the action in a cell of its own', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: `o${i}`, price: '1.5', qty: '2' }));
    render(
      <VirtualTable
        label="Orders"
        rows={many}
        columns={cardColumns}
        rowKey={(r) => r.id}
        layout="cards"
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows.length - 1).toBeLessThan(30);
    const cells = screen.getAllByRole('cell').slice(0, 4);
    expect(cells.map((c) => c.textContent)).toEqual(['Ido0', 'Price1.5', 'Qty2', 'Cancel o0']);
    expect(cells[3]?.className).toBe('vt-action');
    // The header row stays for assistive technology.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Id',
      'Price',
      'Qty',
      'Action',
    ]);
  });
});
