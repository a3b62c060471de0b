/**
 * A SAML 2.0 identity provider on loopback for tests: it answers an AuthnRequest (HTTP-Redirect
 * binding) with an auto-posting HTML form carrying a Response whose assertion and envelope are
 * signed with xml-crypto (RSA-SHA256, exclusive c14n) by a certificate made with openssl at start.
 * Knobs shape the next response (unsigned, expired, wrong audience, another subject) so tests can
 * prove the service provider refuses them; `lastResponse` allows replay and wrapping attacks.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

export const IDP_ISSUER = 'https://idp.test/saml';

export interface ResponseOptions {
  nameId: string;
  email?: string;
  audience?: string;
  /** Shift of every timestamp, e.g. -3_600_000 for an expired assertion. */
  clockShiftMs?: number;
  signAssertion?: boolean;
  signResponse?: boolean;
}

export interface TestIdp {
  entryPoint: string;
  cert: string;
  /** Who the next login is, and how the response is made. */
  next: ResponseOptions;
  /** The last Response sent, base64, and the ACS URL it went to. */
  lastResponse: { samlResponse: string; acsUrl: string; relayState: string } | null;
  /** A signed Response for an AuthnRequest id and ACS URL, base64. */
  buildResponse(requestId: string | null, acsUrl: string, options: ResponseOptions): string;
  close(): Promise<void>;
}

function makeCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-idp-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-subj',
        '/CN=test-idp',
        '-days',
        '2',
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const escapeXml = (v: string) => v.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function sign(
  xml: string,
  key: string,
  cert: string,
  referenceXpath: string,
  issuerXpath: string,
): string {
  const signer = new SignedXml({
    privateKey: key,
    publicCert: cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: referenceXpath,
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signer.computeSignature(xml, { location: { reference: issuerXpath, action: 'after' } });
  return signer.getSignedXml();
}

export async function startTestIdp(spEntityId: string): Promise<TestIdp> {
  const { key, cert } = makeCertificate();

  function buildResponse(
    requestId: string | null,
    acsUrl: string,
    options: ResponseOptions,
  ): string {
    const now = Date.now() + (options.clockShiftMs ?? 0);
    const responseId = `_r${randomUUID().replaceAll('-', '')}`;
    const assertionId = `_a${randomUUID().replaceAll('-', '')}`;
    const inResponseTo = requestId ? ` InResponseTo="${escapeXml(requestId)}"` : '';
    const email = options.email ?? options.nameId;
    let xml =
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${responseId}" Version="2.0" IssueInstant="${iso(now)}" Destination="${escapeXml(acsUrl)}"${inResponseTo}>` +
      `<saml:Issuer>${IDP_ISSUER}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      `<saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${iso(now)}">` +
      `<saml:Issuer>${IDP_ISSUER}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(options.nameId)}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${iso(now + 300_000)}" Recipient="${escapeXml(acsUrl)}"${inResponseTo}/></saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${iso(now - 60_000)}" NotOnOrAfter="${iso(now + 300_000)}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience ?? spEntityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
      `<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${escapeXml(email)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>` +
      `</saml:Assertion></samlp:Response>`;
    if (options.signAssertion !== false) {
      xml = sign(
        xml,
        key,
        cert,
        `//*[local-name(.)='Assertion']`,
        `//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']`,
      );
    }
    if (options.signResponse !== false) {
      xml = sign(
        xml,
        key,
        cert,
        `/*[local-name(.)='Response']`,
        `/*[local-name(.)='Response']/*[local-name(.)='Issuer']`,
      );
    }
    return Buffer.from(xml).toString('base64');
  }

  const idp: TestIdp = {
    entryPoint: '',
    cert,
    next: { nameId: 'nobody@example.test' },
    lastResponse: null,
    buildResponse,
    close: () => Promise.resolve(),
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const request = url.searchParams.get('SAMLRequest');
    if (url.pathname !== '/sso' || !request) {
      res.writeHead(404).end();
      return;
    }
    const xml = inflateRawSync(Buffer.from(request, 'base64')).toString('utf8');
    const requestId = /\sID="([^"]+)"/.exec(xml)?.[1] ?? null;
    const acsUrl = /AssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1] ?? '';
    const relayState = url.searchParams.get('RelayState') ?? '';
    const samlResponse = buildResponse(requestId, acsUrl, idp.next);
    idp.lastResponse = { samlResponse, acsUrl, relayState };
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        `<!doctype html><title>Test IdP</title><form method="post" action="${escapeXml(acsUrl)}">` +
          `<input type="hidden" name="SAMLResponse" value="${samlResponse}">` +
          `<input type="hidden" name="RelayState" value="${escapeXml(relayState)}">` +
          `<button type="submit">Continue</button></form><script>document.forms[0].submit()</script>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  idp.entryPoint = `http://127.0.0.1:${port}/sso`;
  idp.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return idp;
}
