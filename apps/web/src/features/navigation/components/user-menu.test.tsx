import type { AccountUser } from '@airboard/shared/api';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { UserMenu } from './user-menu';

const user: AccountUser = {
  objectId: 'u1',
  username: 'user@example.com',
  email: 'user@example.com',
  firstName: 'Uma',
  lastName: 'User',
  role: 'user',
  theme: 'dark',
  profilePhoto: null,
  notifications: { email: false, sms: false },
  acceptTerms: true,
  onboardingComplete: { modals: {}, tooltips: {}, alerts: {} },
  emailVerified: true,
};

function renderMenu(buildingSystemHref: string | null) {
  render(
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter>
        <UserMenu
          user={user}
          projectId="p1"
          projects={[{ objectId: 'p1', name: 'Demo Portfolio' }]}
          settings={undefined}
          buildingSystemHref={buildingSystemHref}
        />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return userEvent.click(screen.getByRole('button', { name: /user menu/i }));
}

afterEach(() => vi.restoreAllMocks());

it('offers the building-automation system when the site or project has a license', async () => {
  await renderMenu('https://bas.example/sites/LIC-1');
  const item = screen.getByRole('menuitem', { name: 'Open in the building-automation system' });
  expect(item).toHaveAttribute('href', 'https://bas.example/sites/LIC-1');
});

it('only warns in the console without a license id', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await renderMenu(null);
  expect(screen.queryByRole('menuitem', { name: /building-automation/ })).toBeNull();
  expect(warn).toHaveBeenCalledWith('No building-automation license id for this site or project');
  expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
});
