// Token sign-in while another account is signed in (issue 11): the page asks before switching,
// from the keyboard too, and spends the link's one-time code only when the visitor chooses to.
import { messages } from '@airboard/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionToken, saveSessionToken } from '../../../lib/session-token';
import { buildLocals, fakeApi } from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionToken();
});

const link = (user: string) =>
  `/token-login?${new URLSearchParams({ token: 'one-time-code', user: JSON.stringify({ objectId: user }) }).toString()}`;

/** The API with a signed-in user1; redemptions are recorded and refused (no page load in jsdom). */
function stubApi() {
  const redeemed: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/locals': { body: buildLocals() },
      '/users/token-login': (_url, init) => {
        redeemed.push(JSON.parse(init?.body as string));
        return { status: 400, body: { errorMessage: messages.invalidToken } };
      },
    }),
  );
  return redeemed;
}

describe('token sign-in page', () => {
  it('asks before replacing another signed-in account, and switches only when confirmed from the keyboard', async () => {
    const redeemed = stubApi();
    saveSessionToken('session-of-user1');
    renderRoute(link('other-user'));

    const dialog = await screen.findByRole('dialog', { name: messages.switchAccountTitle });
    expect(dialog).toHaveTextContent(messages.switchAccountPrompt('user@example.com'));
    // The safe choice has the focus; nothing is spent before the visitor chooses.
    expect(screen.getByRole('button', { name: messages.switchAccountCancel })).toHaveFocus();
    expect(redeemed).toEqual([]);

    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: messages.switchAccountConfirm })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(redeemed).toEqual([{ token: 'one-time-code', user: 'other-user' }]));
    expect(await screen.findByText(messages.invalidToken)).toBeVisible();
  });

  it('redeems at once when no other account is signed in', async () => {
    const redeemed = stubApi();
    saveSessionToken('session-of-user1');
    renderRoute(link('user1'));
    await waitFor(() => expect(redeemed).toEqual([{ token: 'one-time-code', user: 'user1' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
