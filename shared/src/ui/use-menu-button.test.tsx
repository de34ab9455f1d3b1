import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMenuButton } from './use-menu-button';

function Menu({ onOpen, focusFirstOnClick }: { onOpen?: () => void; focusFirstOnClick?: boolean }) {
  const menu = useMenuButton({ onOpen, focusFirstOnClick });
  return (
    <div>
      <button {...menu.triggerProps}>Options</button>
      {menu.open ? (
        <ul {...menu.menuProps} aria-labelledby={menu.triggerProps.id}>
          {['One', 'Two', 'Three'].map((name) => (
            <li role="none" key={name}>
              <button role="menuitem" tabIndex={-1} type="button" onClick={() => menu.close(true)}>
                {name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button">Elsewhere</button>
    </div>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Options' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('useMenuButton', () => {
  it('opens from the keyboard with the first item focused and moves with arrows, Home, End', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Options' })).toBeInTheDocument();
    expect(item('One')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Two')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Three')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('One')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Three')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('One')).toHaveFocus();
  });

  it('opens on ArrowUp with the last item focused', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    trigger().focus();
    await user.keyboard('{ArrowUp}');
    expect(item('Three')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    trigger().focus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, but not on a click inside', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    render(<Menu onOpen={onOpen} />);
    await user.click(trigger());
    expect(onOpen).toHaveBeenCalledTimes(1);
    // A pointer click opens the menu without moving focus into it.
    expect(trigger()).toHaveFocus();
    await user.click(screen.getByRole('menu'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('focuses the first item on a click when asked, and closes when an item is chosen', async () => {
    const user = userEvent.setup();
    render(<Menu focusFirstOnClick />);
    await user.click(trigger());
    expect(item('One')).toHaveFocus();
    await user.click(item('Two'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('closes when Tab leaves the menu', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
