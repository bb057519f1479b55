/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { FigureLocale, useFigure } from './figures';

function Figure({ text }: { text: string }) {
  const figure = useFigure();
  return <span data-testid="figure">{figure(text)}</span>;
}

describe('useFigure', () => {
  it("writes a figure for the locale its app's root provides", () => {
    render(
      <FigureLocale.Provider value="es">
        <Figure text="0.50 BTC" />
      </FigureLocale.Provider>,
    );
    expect(screen.getByTestId('figure').textContent).toBe('0,50 BTC');
  });

  it('writes it as sent without a provider (English)', () => {
    render(<Figure text="-0.50" />);
    expect(screen.getByTestId('figure').textContent).toBe('-0.50');
  });
});
