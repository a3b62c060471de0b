/**
 * Branding (spec 000 §1): the brand by the request's Host header, the default brand for unknown
 * hosts, the built-in default without brand rows, and a white-labelled project's override.
 */
import { describe, expect, it } from 'vitest';
import type { BrandInfo, LocalsResponse } from '@airboard/shared/api';
import * as s from '../../db/schema/index';
import { useTestApp } from '../../../test/fixtures/hooks';
import { createProject } from '../../../test/fixtures/factories';
import { createAccount, get, signIn } from '../../../test/fixtures/accounts';

const t = useTestApp({ config: { SSO_EMAIL_DOMAIN: 'district.example' } });

const brandAt = async (host: string, token?: string) =>
  (await get(t.app, '/api/brand', token, { headers: { host } })).json<{ brand: BrandInfo }>().brand;

describe('GET /api/brand', () => {
  it('falls back to the built-in default brand without brand rows', async () => {
    const brand = await brandAt('anything.example');
    expect(brand).toMatchObject({ name: 'Airboard', poweredByText: 'Powered by Airboard' });
    expect(brand.ssoEmailDomain).toBe('district.example');
  });

  it('chooses the brand by host name, else the default brand', async () => {
    await t.db.insert(s.brands).values([
      {
        id: 'b1',
        key: 'airboard',
        name: 'Airboard',
        hosts: ['localhost'],
        logoUrl: 'a.svg',
        contactUrl: 'https://a.example',
        inviteSender: 'A <a@a.example>',
        poweredByText: 'Powered by Airboard',
        isDefault: true,
      },
      {
        id: 'b2',
        key: 'clearsky',
        name: 'ClearSky Buildings',
        hosts: ['clearsky.localhost'],
        logoUrl: 'c.svg',
        contactUrl: 'https://c.example/help',
        inviteSender: 'C <c@c.example>',
        poweredByText: 'Powered by ClearSky Buildings',
        sso: { emailDomain: 'clearsky-schools.example' },
      },
    ]);
    expect(await brandAt('clearsky.localhost:3000')).toMatchObject({
      key: 'clearsky',
      name: 'ClearSky Buildings',
      logoUrl: 'c.svg',
      contactUrl: 'https://c.example/help',
      poweredByText: 'Powered by ClearSky Buildings',
      ssoEmailDomain: 'clearsky-schools.example',
    });
    expect((await brandAt('localhost')).key).toBe('airboard');
    expect((await brandAt('unknown.example')).key).toBe('airboard');
  });

  it("applies a white-labelled project's name, logos and contact link for its members", async () => {
    const project = await createProject(t.db, {
      whitelabel: true,
      whitelabelName: 'Acme Air',
      loginLogoUrl: 'acme-login.svg',
      lightLogoUrl: 'acme-light.svg',
      darkLogoUrl: 'acme-dark.svg',
      contactUrl: 'https://acme.example/contact',
    });
    await createAccount(t.db, { email: 'acme@example.test', projectIds: [project.id] });
    const token = await signIn(t.app, 'acme@example.test', project.id);
    const brand = await brandAt('clearsky.localhost', token);
    expect(brand).toMatchObject({
      name: 'Acme Air',
      loginLogoUrl: 'acme-login.svg',
      lightLogoUrl: 'acme-light.svg',
      darkLogoUrl: 'acme-dark.svg',
      contactUrl: 'https://acme.example/contact',
      poweredByText: 'Powered by ClearSky Buildings',
    });
    const locals = (
      await get(t.app, '/locals', token, { headers: { host: 'clearsky.localhost' } })
    ).json<LocalsResponse>();
    expect(locals.brand.name).toBe('Acme Air');
  });
});
