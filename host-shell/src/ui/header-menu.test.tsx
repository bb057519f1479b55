import { act, fireEvent, render, screen } from '@testing-library/react';
import { HeaderMenu } from './header-menu';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key }),
}));

function renderMenu(collapsed: boolean) {
  return render(
    <div>
      <HeaderMenu collapsed={collapsed}>
        <a href="/en/register">Register</a>
        <button type="button">Log out</button>
      </HeaderMenu>
      <button type="button">elsewhere</button>
    </div>,
  );
}

describe('HeaderMenu', () => {
  it('shows its controls inline when not collapsed', () => {
    renderMenu(false);
    expect(screen.queryByRole('button', { name: 'menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('folds them behind a button that opens and closes', () => {
    renderMenu(true);
    const button = screen.getByRole('button', { name: 'menu' });
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape from inside the panel and gives the focus back to its button', () => {
    renderMenu(true);
    const button = screen.getByRole('button', { name: 'menu' });
    fireEvent.click(button);
    const register = screen.getByRole('link', { name: 'Register' });
    act(() => register.focus());
    fireEvent.keyDown(register, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a press elsewhere and when the focus leaves it', () => {
    renderMenu(true);
    const button = screen.getByRole('button', { name: 'menu' });
    fireEvent.click(button);
    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.blur(button, { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
