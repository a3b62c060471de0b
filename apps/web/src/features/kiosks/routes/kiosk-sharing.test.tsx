// Sharing a kiosk: the Email tab's checks, toast and the server's refusals; the Link tab's copy;
// the QR Code tab's drawn image and Download Image; a revoked kiosk's 'No QR code for this kiosk'.
import { messages } from '@airboard/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openKiosks, revokedKiosk } from './kiosks-test-setup';

const LINK = 'https://airboard.example.com/kiosks/3f2a9c1e8b7d4a6f9e0c1b2a3d4e5f60';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openShare(name = 'Lobby') {
  await userEvent.click(await screen.findByRole('button', { name: `Share ${name}` }));
  return screen.findByRole('dialog', { name: `Share ${name}` });
}

describe('share dialog', () => {
  it('e-mails the link to the addresses entered, each checked as it is entered', async () => {
    const { calls } = openKiosks();
    const dialog = await openShare();
    expect(within(dialog).getByRole('tab', { name: 'Email' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const send = within(dialog).getByRole('button', { name: "Send Lobby's link" });
    await userEvent.click(send);
    expect(within(dialog).getByText(messages.shareNeedsEmail)).toBeVisible();

    const field = within(dialog).getByRole('textbox', { name: 'Email addresses' });
    await userEvent.type(field, 'not-an-address,');
    expect(within(dialog).getByText('“not-an-address” is not an e-mail address.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'Ana@Example.com, bob@example.com{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Remove ana@example.com' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Remove bob@example.com' })).toBeVisible();
    expect(calls.some((c) => c.path === '/api/kiosk/share')).toBe(false);
    await userEvent.click(send);

    expect(await screen.findByText(messages.kioskShared('Lobby'))).toBeVisible();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/kiosk/share',
      body: { emails: ['ana@example.com', 'bob@example.com'], kiosk: 'kiosk1' },
    });
    expect(screen.queryByRole('dialog', { name: 'Share Lobby' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and the limit on shares in the tab", async () => {
    let status = 400;
    openKiosks({
      routes: {
        '/api/kiosk/share': () => ({
          status,
          body: { errorMessage: status === 400 ? messages.shareNeedsEmail : 'Too Many Requests' },
        }),
      },
    });
    const dialog = await openShare();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Email addresses' }),
      'ana@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: "Send Lobby's link" }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.shareNeedsEmail);

    status = 429;
    await userEvent.click(within(dialog).getByRole('button', { name: "Send Lobby's link" }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many shares: you may share 10 times in 15 minutes. Try again later.',
    );
    // Nothing entered is lost.
    expect(within(dialog).getByRole('button', { name: 'Remove ana@example.com' })).toBeVisible();
  });

  it("copies the kiosk's public link, the tabs working from the keyboard", async () => {
    const user = userEvent.setup();
    openKiosks();
    const dialog = await openShare();
    within(dialog).getByRole('tab', { name: 'Email' }).focus();
    await user.keyboard('{ArrowRight}{Enter}');
    const tab = within(dialog).getByRole('tab', { name: 'Link' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = within(dialog).getByRole('tabpanel', { name: 'Link' });

    const field = within(panel).getByRole('textbox', { name: 'Public link' });
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute('readonly');
    await user.click(within(panel).getByRole('button', { name: "Copy Lobby's link" }));
    expect(await screen.findByText(messages.copied)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(LINK);
  });

  it('draws the QR code of the link and downloads it as a PNG named after the kiosk', async () => {
    openKiosks();
    const dialog = await openShare();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'QR Code' }));
    const image = await within(dialog).findByRole('img', { name: "QR code of Lobby's link" });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    const saved: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ download: this.download, href: this.href });
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: "Download Image of Lobby's QR code" }),
    );
    expect(saved).toEqual([{ download: 'Lobby.png', href: image.getAttribute('src') }]);
  });

  it('says a revoked kiosk has no QR code and nothing to send or copy', async () => {
    openKiosks({ kiosks: [revokedKiosk()] });
    const dialog = await openShare();
    expect(within(dialog).getByText(/link is revoked/)).toBeVisible();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'QR Code' }));
    expect(within(dialog).getByText(messages.noQrCode)).toBeVisible();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: /Download Image/ }),
    ).not.toBeInTheDocument();
  });
});
