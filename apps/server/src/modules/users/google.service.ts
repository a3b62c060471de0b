/**
 * Google sign-in with openid-client (spec 000 §2, §7; security requirement 12): authorization
 * code flow with PKCE (S256), state (bound to the browser that started the flow) and nonce; the
 * ID token's issuer and audience are checked by openid-client. Accounts are found by
 * (google, sub) only: a signed-in user links their Google account explicitly from Settings, never
 * by matching e-mails. Flows in progress live in the database for ten minutes (db/single-use-entries.ts),
 * so the provider's callback may reach any server process.
 */
import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { Database } from '../../db/connect';
import { SingleUseEntries } from '../../db/single-use-entries';
import { externalSessionUrl, linkIdentity, userByIdentity } from './external-sign-in';

const PROVIDER = 'google';
/** How long a started flow (or an offered link) may take to come back. */
export const GOOGLE_FLOW_LIFETIME_MS = 10 * 60_000;
export const GOOGLE_LANDING_PATH = '/login/google';
export const GOOGLE_LINKED_PATH = '/settings?google=linked';

export interface GoogleSignInOptions {
  db: Database;
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
}

const pendingFlow = z.object({
  verifier: z.string(),
  nonce: z.string(),
  redirectUri: z.string(),
  /** Set when a signed-in user is linking this Google account. */
  linkUserId: z.string().nullable(),
});

export class GoogleSignIn {
  private readonly pending: SingleUseEntries<typeof pendingFlow>;
  /** Link ids offered to signed-in users, each naming the user. */
  private readonly links: SingleUseEntries<z.ZodString>;
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(private readonly options: GoogleSignInOptions) {
    const { db } = options;
    this.pending = new SingleUseEntries(db, 'google-flow', pendingFlow, GOOGLE_FLOW_LIFETIME_MS);
    this.links = new SingleUseEntries(db, 'google-link', z.string(), GOOGLE_FLOW_LIFETIME_MS);
  }

  /** Without a client id and secret every flow fails. */
  get configured(): boolean {
    return Boolean(this.options.clientId && this.options.clientSecret);
  }

  /** A single-use id that makes the next flow started with it link Google to the user. */
  async offerLink(userId: string): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    await this.links.set(id, userId);
    return id;
  }

  /**
   * Starts a flow that comes back to `redirectUri`: returns the provider's authorization URL and
   * the flow's state, which the browser must bring back.
   */
  async start(
    redirectUri: string,
    linkId: string | undefined,
  ): Promise<{ url: string; state: string }> {
    const config = this.provider();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const linkUserId = linkId ? await this.links.take(linkId) : null;
    await this.pending.set(state, { verifier, nonce, redirectUri, linkUserId });
    const url = oidc.buildAuthorizationUrl(await config, {
      redirect_uri: redirectUri,
      scope: 'openid email',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /**
   * Finishes the flow of `state` with the provider's answer (the callback's query string): links
   * the account or starts a session, and returns where the browser goes next. Null when there is
   * no such flow in this browser (`browserState`: the state it kept); throws when the provider's
   * answer or the account is refused.
   */
  async finish(
    state: string,
    browserState: string | undefined,
    callbackSearch: string,
  ): Promise<string | null> {
    // The flow must finish in the browser that started it.
    const flow =
      this.configured && state && browserState === state ? await this.pending.take(state) : null;
    if (!flow) {
      return null;
    }
    const tokens = await oidc.authorizationCodeGrant(
      await this.provider(),
      new URL(`${flow.redirectUri}?${callbackSearch}`),
      {
        pkceCodeVerifier: flow.verifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      },
    );
    const subject = tokens.claims()?.sub;
    if (!subject) {
      throw new Error('no subject');
    }
    const { db } = this.options;
    if (flow.linkUserId) {
      const owner = await userByIdentity(db, PROVIDER, subject);
      if (owner && owner.id !== flow.linkUserId) {
        throw new Error('google account linked to another user');
      }
      await linkIdentity(db, flow.linkUserId, PROVIDER, subject);
      return GOOGLE_LINKED_PATH;
    }
    const user = await userByIdentity(db, PROVIDER, subject);
    if (!user) {
      throw new Error('no linked account');
    }
    return externalSessionUrl(db, user, GOOGLE_LANDING_PATH);
  }

  /** Discovery once, on first use; a failure is retried on the next sign-in. */
  private provider(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.options;
    if (!clientId || !clientSecret) {
      return Promise.reject(new Error('Google sign-in is not configured'));
    }
    const url = new URL(issuer);
    // Plain HTTP only for a provider on this machine (the tests' OpenID provider).
    const insecure = url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname);
    this.configuration ??= oidc
      .discovery(
        url,
        clientId,
        clientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : {},
      )
      .catch((error: unknown) => {
        this.configuration = null;
        throw error;
      });
    return this.configuration;
  }
}
