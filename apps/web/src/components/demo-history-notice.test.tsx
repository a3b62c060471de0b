// The demo history notice: shown with the percentage /api/health gives while the history loads,
// asked again until it is all in, then gone, and the answers fetched meanwhile fetched again.
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@airboard/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { renderWithProviders } from '../test/render-with-providers';
import { DemoHistoryNotice } from './demo-history-notice';

afterEach(() => {
  vi.unstubAllGlobals();
});

const health = (demoHistory?: { loadingPercent: number }) =>
  new Response(JSON.stringify({ status: 'ok', database: 'ok', version: '0.1.0', demoHistory }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const urlOf = (input: RequestInfo | URL) =>
  input instanceof Request ? input.url : input.toString();

/** A screen's data, to see it fetched again once the history is all in. */
function SitesCount() {
  const { data } = useQuery({ queryKey: ['sites'], queryFn: () => api.get('/api/sites') });
  return <p>{Array.isArray(data) ? `${data.length} sites` : ''}</p>;
}

describe('demo history notice', () => {
  it('shows how much of the history is in, then goes and refetches what was shown', async () => {
    const answers = [health({ loadingPercent: 42 }), health()];
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
      urlOf(input) === '/api/health'
        ? answers.shift()!
        : new Response('[{"id":"a"}]', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(
      <>
        <DemoHistoryNotice />
        <SitesCount />
      </>,
    );

    expect(await screen.findByText(messages.demoHistoryLoading(42))).toBeInTheDocument();
    // The bar's code loads when it is first shown.
    expect(
      await screen.findByRole('progressbar', { name: messages.demoHistoryProgressLabel }),
    ).toHaveAttribute('aria-valuenow', '42');
    await waitFor(
      () => expect(screen.queryByText(messages.demoHistoryLoading(42))).not.toBeInTheDocument(),
      { timeout: 5_000 },
    );
    const sitesCalls = () => fetch.mock.calls.filter(([url]) => urlOf(url) === '/api/sites');
    await waitFor(() => expect(sitesCalls()).toHaveLength(2));
  });

  it('shows nothing when the history is all in, and does not ask again', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => health());
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<DemoHistoryNotice />);

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
