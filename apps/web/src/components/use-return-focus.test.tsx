// The opening button of an inline editor gets focus back when the editor closes and took focus
// with it, and not when the user had moved on to something else.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from './use-return-focus';

function Editor() {
  const [editing, setEditing] = useState(false);
  const opener = useReturnFocus<HTMLButtonElement>(editing);
  return (
    <>
      {editing ? (
        <input
          aria-label="Value"
          autoFocus
          onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
          onBlur={() => setEditing(false)}
        />
      ) : (
        <button ref={opener} onClick={() => setEditing(true)}>
          Change
        </button>
      )}
      <button>Elsewhere</button>
    </>
  );
}

describe('useReturnFocus', () => {
  it('gives focus back to the opener when the editor closes with focus in it', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus();
  });

  it('leaves focus where the user put it', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
