// A lazy dialog's code is fetched once, after the page has loaded (so it opens even with the
// server gone) or at the first opening if sooner; it shows once it is in, and stays mounted after
// closing (so MUI's closing transition and focus return run as for any dialog).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { lazyDialog } from './lazy-dialog';

type NoteProps = { note: string | null; onClose: () => void };

/** A dialog as the app's are: open while it has something to show. */
function NoteDialog({ note, onClose }: NoteProps) {
  return (
    <div role="dialog" aria-label="Note" hidden={note === null}>
      {note}
      <button onClick={onClose}>Close</button>
    </div>
  );
}

it('loads the dialog once, after the page, and keeps it mounted once closed', async () => {
  let loads = 0;
  const LazyNote = lazyDialog(
    async () => {
      loads += 1;
      await Promise.resolve();
      return NoteDialog;
    },
    (props: NoteProps) => props.note !== null,
  );
  function Page() {
    const [note, setNote] = useState<string | null>(null);
    return (
      <>
        <button onClick={() => setNote('CO2 is high')}>Open</button>
        <LazyNote note={note} onClose={() => setNote(null)} />
      </>
    );
  }
  render(<Page />);
  expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  // The page has loaded (jsdom's is complete): the code comes without an opening.
  await waitFor(() => expect(loads).toBe(1));
  expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('dialog', { name: 'Note' })).toHaveTextContent('CO2 is high');
  expect(loads).toBe(1);

  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  // Still there, closed: the dialog itself decides how it closes.
  expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('dialog', { name: 'Note' })).toBeVisible();
  expect(loads).toBe(1);
});
