import { act, fireEvent, render, screen } from '@testing-library/react';
import { ROW_HEIGHT, VirtualTable, visibleWindow } from './virtual-table';

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
