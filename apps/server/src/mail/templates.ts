/**
 * The account, kiosk and kit hand-over e-mails, each in the brand of the host the request came
 * through (name, sender, contact link, powered-by line). Text and HTML carry the same content;
 * values are escaped.
 */
import { escapeHtml } from '@airboard/shared';
import { messages } from '@airboard/shared/messages';

/** What an e-mail shows of the brand (a resolved brand of modules/branding has these and more). */
export interface MailBrand {
  name: string;
  contactUrl: string;
  poweredByText: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function compose(
  brand: MailBrand,
  subject: string,
  lines: string[],
  link?: { label: string; url: string },
): MailContent {
  const footer = [`Questions? ${brand.contactUrl}`, brand.poweredByText];
  const text = [...lines, ...(link ? [`${link.label}: ${link.url}`] : []), '', ...footer].join(
    '\n',
  );
  const html = [
    `<div style="font-family:sans-serif;max-width:560px">`,
    `<h2 style="margin:0 0 16px">${escapeHtml(brand.name)}</h2>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#1976d2;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
      : '',
    `<hr><p style="color:#666;font-size:12px">Questions? <a href="${escapeHtml(brand.contactUrl)}">${escapeHtml(brand.contactUrl)}</a><br>${escapeHtml(brand.poweredByText)}</p>`,
    `</div>`,
  ].join('');
  return { subject: `${brand.name}: ${subject}`, text, html };
}

export const resetPasswordMail = (brand: MailBrand, url: string) =>
  compose(
    brand,
    'Reset your password',
    [
      'We received a request to reset the password of your account.',
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.',
    ],
    { label: 'Reset password', url },
  );

export const passwordChangedMail = (brand: MailBrand) =>
  compose(brand, 'Your password was changed', [
    'The password of your account was just changed, and your other sessions were signed out.',
    'If this was not you, reset your password and contact support.',
  ]);

export const inviteMail = (brand: MailBrand, projectName: string, inviter: string, url: string) =>
  compose(
    brand,
    `You are invited to ${projectName}`,
    [`${inviter} invited you to the project ${projectName}.`, 'The invitation expires in 7 days.'],
    { label: 'Accept invitation', url },
  );

export const verifyMail = (brand: MailBrand, url: string) =>
  compose(
    brand,
    'Confirm your e-mail and set your password',
    [
      'Welcome! Confirm your e-mail address and choose a password to finish creating your account.',
      'The link expires in 7 days.',
    ],
    { label: 'Confirm e-mail', url },
  );

/** Signup of an address whose account is verified: the spec's answer (002 §8), by e-mail. */
export const alreadyVerifiedMail = (brand: MailBrand, url: string) =>
  compose(
    brand,
    'Your account already exists',
    [
      messages.accountAlreadyVerified,
      'Someone asked to sign up with this address. If it was you, sign in; otherwise ignore this e-mail.',
    ],
    { label: 'Login', url },
  );

/** A kiosk's public link, shared by an admin (issue 15): opens on any screen without a sign-in. */
export const kioskSharedMail = (
  brand: MailBrand,
  kiosk: { name: string; site: string },
  sharedBy: string,
  url: string,
) =>
  compose(
    brand,
    `${kiosk.name} kiosk`,
    [
      `${sharedBy} shared the kiosk ${kiosk.name} of ${kiosk.site} with you.`,
      'Open the link on a lobby screen or any browser: it shows the kiosk without signing in.',
    ],
    { label: 'Open kiosk', url },
  );

/** A kiosk no screen has asked for values for a while, to the admin who opted in (issue 15). */
export const kioskOfflineMail = (
  brand: MailBrand,
  kiosk: { name: string; site: string; lastSeen: string },
  url: string,
) =>
  compose(
    brand,
    `${kiosk.name} kiosk is offline`,
    [
      `No screen has shown the kiosk ${kiosk.name} of ${kiosk.site} since ${kiosk.lastSeen}.`,
      'Check that the lobby screen is on and online. You get this e-mail once until it is back.',
    ],
    { label: 'Open the kiosk list', url },
  );

/** A device of a finished kit as the hand-over lists it; lastHeard and rssi are written out. */
export interface HandedOverDevice {
  name: string;
  serialNumber: string;
  /** Its room; null for a hub, which is in the site as a whole. */
  room: string | null;
  /** 'last heard <time>' or 'not heard yet'. */
  lastHeard: string;
  /** '-61 dBm', or 'no signal reported'. */
  rssi: string;
}

/**
 * The installer's hand-over (issue 16), to each admin of the project once a kit is onboarded:
 * the site, its rooms, and every device with where it is and whether it was heard.
 */
export const kitHandOverMail = (
  brand: MailBrand,
  handOver: { site: string; rooms: string[]; devices: HandedOverDevice[] },
  url: string,
) =>
  compose(
    brand,
    `${handOver.site} is onboarded`,
    [
      `The installer finished onboarding the kit at ${handOver.site}.`,
      `Rooms: ${handOver.rooms.length > 0 ? handOver.rooms.join(', ') : 'none'}.`,
      ...handOver.devices.map(
        (d) =>
          `${d.name} (serial ${d.serialNumber}), ${d.room ?? 'in the site'}: ${d.lastHeard}, RSSI ${d.rssi}.`,
      ),
      'A device not heard yet may still be starting up; the device list shows when it reports.',
    ],
    { label: 'Open the site', url },
  );

/** A scheduled report (issue 17) as its e-mail describes it. */
export interface ScheduledReport {
  name: string;
  site: string;
  /** The first and last day covered, YYYY-MM-DD on the site's clock. */
  firstDay: string;
  lastDay: string;
  /** "Room 101 / CO2", in the order chosen. */
  measurements: string[];
  /** "Daily", "Hourly" or "Weekly". */
  interval: string;
  occupiedOnly: boolean;
  /** null when the CSV is attached; else why it is not. */
  notAttached: string | null;
}

/**
 * A scheduled report's weekly e-mail to one of its recipients (issue 17): what it covers, with its
 * CSV attached by the caller (or why not), and a link to the site's Reports page.
 */
export const scheduledReportMail = (brand: MailBrand, report: ScheduledReport, url: string) =>
  compose(
    brand,
    `${report.name} (${report.site}, ${report.firstDay} to ${report.lastDay})`,
    [
      `${report.name}: the report of ${report.site} from ${report.firstDay} to ${report.lastDay} (site time).`,
      `Measurements: ${report.measurements.join(', ')}.`,
      `Intervals: ${report.interval}${report.occupiedOnly ? ', occupied hours only' : ''}.`,
      report.notAttached ?? 'The report is attached as a CSV file.',
      'You get this e-mail as a recipient of this scheduled report; its creator or an admin can change it on the Reports page.',
    ],
    { label: 'Open Reports', url },
  );
