// The create dialog when no project can be resolved (spec 001 §5): it says 'No project ID
// available' and creates nothing.
import { messages } from '@airboard/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/monitoring-data';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CreateDashboardDialog } from './create-dashboard-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreateDashboardDialog without a project', () => {
  it("says 'No project ID available' and keeps Create Dashboard disabled", async () => {
    const fetch = vi.fn(fakeApi({}));
    vi.stubGlobal('fetch', fetch);
    const onCreated = vi.fn();
    renderWithProviders(
      <CreateDashboardDialog
        projectId={null}
        open
        onClose={() => undefined}
        onCreated={onCreated}
      />,
    );
    expect(await screen.findByText(messages.noProjectIdAvailable)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Dashboard Name/), 'Lobby');
    const create = screen.getByRole('button', { name: messages.createDashboard });
    expect(create.hasAttribute('disabled')).toBe(true);
    expect(onCreated).not.toHaveBeenCalled();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});
