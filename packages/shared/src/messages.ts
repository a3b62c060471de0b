import { startupMessages } from './startup-messages';

/**
 * Every user-facing string of the product specification, exactly as written (typos included).
 * The UI renders these and the tests assert on them, so a wording fix is one edit here.
 * Strings with a placeholder are functions. Those the first screen shows are in startup-messages.ts.
 */
export const messages = {
  ...startupMessages,

  // Sign-in and accounts (spec 000 §5, §8; 002 §5, §8)
  noProjectsAssigned: 'There are no currently no projects assigned to your account.',
  selectAProject: 'Select a Project',
  enterProjectName: 'Enter your a project name',
  resetTokenMissing:
    'Error resetting password. Please make sure that link is correct and has not expired.',
  enterNewPassword: 'Please enter your new password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidUserOrLoginToken: 'Invalid user or login token',
  invalidToken: 'Invalid token',
  resetEmailFailed: 'Error sending email. Please make sure that is a registered email address.',
  resetEmailSent: 'Request received. Check your email',
  resetPasswordFailed:
    'Error resetting password. Please make sure that the one time password is correct and has not expired.',
  resetPasswordSucceeded: 'Password reset successfully. Please login now',
  agreeToTerms: 'I agree to the Privacy Policy and Terms of Service',
  inviteAcceptPasswordsDoNotMatch: 'Passwords do not match. Please try again.',
  inviteAcceptPasswordTooShort: 'Password is too short. Please try again.',
  incorrectPassword: 'Incorrect password. Please try again.',
  passwordMustDiffer: 'Password must be different from old password.',
  passwordTooShort: 'Password is too short.',
  accountAlreadyVerified: 'Account Verified: This account is already verified.',
  // Token sign-in while another account is signed in: asked before switching (issue 11)
  switchAccountTitle: 'Switch account?',
  switchAccountPrompt: (email: string) =>
    `You are signed in as ${email}. This link signs you in to a different account.`,
  switchAccountConfirm: 'Switch account',
  switchAccountCancel: 'Stay signed in',
  commanderInvalidSite: 'Invalid site. Please contact your project administrator.',
  commanderNoAccess: 'You do not have access. Please contact your project administrator.',
  notificationsSaved: 'Saved notifications',
  notificationsFailed: 'Cannot update notifications. Please contact support if problem persists',

  // Alert text messages: the mobile number, its code, quiet hours (issue 22)
  smsPhoneInvalid: 'Enter a valid mobile number, e.g. +1 201 555 0123',
  smsTooManyCodes: (perHour: number) =>
    `At most ${perHour} codes an hour can be sent. Please try again later.`,
  smsNoCodePending: 'No code is waiting to be entered. Please send a new code.',
  smsCodeExpired: 'The code has expired. Please send a new code.',
  smsCodeUsedUp: 'Too many wrong codes. Please send a new code.',
  smsCodeWrong: 'The code is not correct. Please try again.',
  smsNumberRefused: (reason: string) => `The number cannot receive texts: ${reason}`,
  smsNotSent: 'The text could not be sent. Please try again later.',
  smsNeedsVerifiedPhone: 'Add and verify a mobile number before turning on SMS notifications.',
  smsQuietHoursSame: 'Quiet hours must start and end at different times.',
  /** The text that carries the code. */
  smsCodeText: (brand: string, code: string) => `Your ${brand} verification code is ${code}`,
  /** The e-mail telling a user their alert texts stopped because the number was refused. */
  smsTurnedOffSubject: 'Alert texts are off',
  smsTurnedOffText: (masked: string, reason: string) =>
    `Alert texts to ${masked} could not be delivered (${reason}), so SMS notifications have been turned off. Check your mobile number in Settings → Account and turn them on again.`,

  // Connection and access (000 §8)
  noProjectAccess:
    'Sorry, you do not have access to that project. Please contact your site administrator to request access.',

  // Project home, site and zone monitor (000 §2, §8)
  noSitesForProject: 'There are no sites for this project.',
  noMeasurementsForSite: 'There are no measurements for this site.',
  noZoneFound: (id: string) => `No zone found ${id}`,
  cannotRetrievePointTypes: 'Cannot Retrieve Point Types',
  cannotLoadFloorPlan: 'Cannot load floor plan',
  errorLoadingSite: 'Error loading site',
  cannotLoadSite: 'Cannot Load Site',
  cannotLoadSites: 'Cannot Load Sites',
  errorLoadingHeatmap: 'Error loading Heatmap',
  measurementRenameFailed: 'Error updating measurement. Please try again or contact support',
  measurementRenamed: (title: string) => `Updated ${title}`,
  pointWriteFailed: 'Point write failed',
  valueLoading: '...',
  cantLoadData: "Can't load data",
  noValue: '--',
  linkCardError: '?',
  sensorInactive: 'This sensor is inactive',
  loadingMeasurementData: 'Loading measurement data...',
  close: 'CLOSE',
  cancelSelection: 'CANCEL',
  confirmSelection: 'CONFIRM',
  gotIt: 'Got it!',
  radialTooltip: 'Click this radial to see how the score is calculated.',
  zoneCardTooltip: 'Click this card to navigate into a zone.',
  enableToggle: 'Enable?',
  invalidSource: 'Invalid source',

  // Periods (000 §5, 001 §5)
  startAfterEnd: 'Starting date greater than the ending date',
  periodTooLong: 'Time period exceeds 60 days',
  // Ours: a date field's own error while its date is not one the period can use.
  incompleteDate: 'Enter a full date',
  dateBeforeFirstData: 'No data before this date',
  dateAfterToday: 'Pick today or an earlier day',

  // Dashboards (001 §2, §5, §8)
  searchDashboards: 'Search Dashboards',
  noScope: 'No scope',
  noDate: 'No date',
  createNewDashboard: 'Create New Dashboard',
  loadingDashboards: 'Loading dashboards...',
  errorLoadingDashboards: 'Error loading dashboards',
  noDashboardsFound: 'No dashboards found',
  noDashboardsSearchHint: 'Try adjusting your search terms or create a new dashboard',
  noDashboardsHint: 'Create your first dashboard to get started',
  createDashboard: 'Create Dashboard',
  creating: 'Creating...',
  dashboardNotFound: 'Dashboard Not Found',
  noDashboardWithId: (id: string) => `No dashboard with Id=${id} exists`,
  backToDashboards: 'Back to Dashboards',
  loadingDashboard: 'Loading Dashboard...',
  noSectionsYet: 'No sections yet',
  addFirstSection: 'Add First Section',
  addNewSection: 'Add New Section',
  addSection: 'Add Section',
  adding: 'Adding...',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  noProjectIdAvailable: 'No project ID available',
  defaultCardName: 'Monitor',
  noPointIdForPointCard: 'No pointId provided for point card',
  sectionNameEmpty: 'Section name cannot be empty',
  multipointMaxPoints: 'Multi-point card already has the maximum number of points (8)',
  multipointOnlyPointCards: 'Only point cards can be added to multi-point cards',
  cardAdded: 'Card added successfully',
  cardAddFailed: (message?: string) => `Failed to add card: ${message ?? 'Unknown error'}`,
  sectionDeleted: 'Section deleted successfully',
  sectionSaveFailed: (message: string) => `Failed to save section: ${message}`,
  sectionDeleteFailed: (message: string) => `Failed to delete section: ${message}`,
  cardDeleted: 'Card deleted successfully',
  cardDeleteFailed: (message: string) => `Failed to delete card: ${message}`,
  dashboardSaveFailed: 'Failed to save dashboard',
  defaultSettingsSaveFailed: 'Failed to save default settings',
  pointAddedToMultipoint: 'Point added to multi-point card',
  pointRemovedFromMultipoint: 'Point removed from multi-point card',
  pointAddFailed: (message: string) => `Failed to add point: ${message}`,
  pointRemoveFailed: (message: string) => `Failed to remove point: ${message}`,
  noMultipointCards: 'No multipoint cards found to add point to',
  navigateToDashboardFailed: 'Failed to navigate to dashboard',
  dashboardCreationHandlingFailed: 'Failed to handle dashboard creation',
  loadDashboardsFailed: 'Failed to load dashboards',
  createDashboardFailed: 'Failed to create dashboard',
  // Ours: deleting a whole dashboard from its settings.
  dashboardDeleted: 'Dashboard deleted',
  dashboardDeleteFailed: (message: string) => `Failed to delete dashboard: ${message}`,
  // Ours: a write made on an older version of the dashboard (409), and what a card may refer to.
  dashboardChangedElsewhere:
    'This dashboard was changed elsewhere. It has been reloaded; your input is kept.',
  cardTargetNotInProject:
    'The site, zone or point of a card must belong to the dashboard’s project',
  // Ours: export and import of a dashboard as a file (issue 13, item 9).
  exportJson: 'Export JSON',
  exporting: 'Exporting...',
  exportDashboardFailed: (message: string) => `Failed to export dashboard: ${message}`,
  importDashboard: 'Import',
  importDashboardTitle: 'Import Dashboard',
  importDashboardHint:
    'Choose a file made with Export JSON. Sites, zones and points are matched by id, or else by name.',
  chooseDashboardFile: 'Choose File',
  importing: 'Importing...',
  importFileInvalid: 'This file is not an Airboard dashboard export',
  importFileTooLarge: 'This file is too large to be a dashboard export',
  importFileProblem: (problem: string) => `This dashboard file cannot be imported: ${problem}`,
  importFileSummary: (name: string, sections: number, cards: number) =>
    `${name}: ${sections} ${sections === 1 ? 'section' : 'sections'}, ${cards} ${cards === 1 ? 'card' : 'cards'}`,
  importDashboardFailed: (message: string) => `Failed to import dashboard: ${message}`,
  dashboardImported: (name: string) => `Imported ${name}`,
  importUnmappedIntro:
    'Not found in this project: cards that need them show an error, and multi-point cards leave them out.',
  importUnmappedItem: (
    kind: 'site' | 'zone' | 'point',
    name: string,
    usedBy: { isDefault: boolean; cards: string[] },
  ) => {
    const uses = [
      ...(usedBy.isDefault ? ['the dashboard’s default'] : []),
      ...(usedBy.cards.length === 1 ? [`the card “${usedBy.cards[0]}”`] : []),
      ...(usedBy.cards.length > 1 ? [`${usedBy.cards.length} cards`] : []),
    ];
    return `${{ site: 'Site', zone: 'Zone', point: 'Point' }[kind]} “${name}”, used by ${uses.join(' and ')}`;
  },
  openDashboard: 'Open Dashboard',

  // Topology onboarding wizard (001 §2, §5, §8)
  commanderTopology: 'Commander Topology',
  aqTopology: 'AQ Topology',
  sortByDevice: 'Sort By Device',
  sortByPoints: 'Sort By Points',
  createZonesFromDevices: 'Create Zones from Devices',
  addZone: 'Add Zone',
  defaultPoints: 'Default Points',
  selectPointTypes: 'Select Point Types',
  guessPointTypes: 'Guess Point Types',
  createMeasurements: 'Create Measurements',
  createEquipmentMeasurement: 'Create Equipment Measurement',
  pointAlreadyInZone: (name: string, zone: string) => `${name} already exists in ${zone}`,
  selectANode: 'Please select a node',
  cannotAddPointType: (pointType: string, measurementType: string) =>
    `Cannot Add ${pointType} to ${measurementType}`,
  cannotLoadTopology: 'Cannot Load Topology',
  cannotSaveMeasurements: 'Cannot Save Measurements',

  // Kiosks, devices, kit onboarding (002)
  noQrCode: 'No QR code for this kiosk',
  shareNeedsEmail: 'At least one email must be entered to share',
  copied: 'Copied!',
  kioskShared: (kiosk: string) => `${kiosk} Kiosk Shared`,
  finishedOnboarding: 'You have finshed onboarding',
  errorFetchingSite: 'Error in fetching site',

  // Reports and point explorer (002 §5, §8)
  selectMeasurementsForReport: 'Please select measurements',
  cannotGenerateReport: 'Cannot Generate Report',
  queryNameRequired: 'Query name is required',
  queryNameTooLong: 'Name must be less than 50 characters',
  queryNameTooShort: 'Name must be at least 2 characters',
  queryNameCharacters: 'Name can only contain letters, numbers, spaces, hyphens, and underscores',
  queryNameTaken: 'A query with this name already exists. Please choose a different name.',
  queryWithoutFilters: 'Cannot save query with no filters applied',
  errorSavingQuery: 'Error saving query. Please try again.',
  noPointsFound: 'No Points Found',
  pointSearchNeedsSite: 'Point search requires a site',

  // Scheduled report e-mails (issue 17)
  reportScheduleNameTaken:
    'A scheduled e-mail with this name already exists for this site. Please choose a different name.',
  reportScheduleNotYours: 'Only its creator or an admin can change this scheduled e-mail',
  reportRecipientsNotMembers: 'Every recipient must be a member of the project',
  reportScheduleNameRequired: 'Enter a name for the scheduled e-mail',
  reportScheduleNameTooLong: (max: number) => `The name must be at most ${max} characters`,
  reportScheduleTimeFormat: 'Enter the time as HH:mm, from 00:00 to 23:59',
  reportScheduleRangeDays: (min: number, max: number) =>
    `Days covered must be a whole number from ${min} to ${max}`,
  reportScheduleNeedsRecipient: 'Choose at least one recipient',
  reportScheduleTooManyRecipients: (max: number) => `Choose at most ${max} recipients`,
  reportScheduleSending: (recipients: string) => `Sending the report to ${recipients} now`,
  reportEmailNotAttached: (limit: string) =>
    `The CSV file is larger than ${limit}, so it is not attached: download it from the Reports page.`,

  // The public status page's address, chosen by the project's admins (issue 17)
  statusSlugRequired: 'Enter the address of the status page',
  statusSlugCharacters: 'The address can only contain lowercase letters, digits and hyphens',
  statusSlugLength: 'The address must be 3 to 40 characters',
  statusSlugHyphenEnds: 'The address cannot start or end with a hyphen',
  statusSlugReserved: (slug: string) => `“${slug}” is reserved. Please choose another address.`,
  statusSlugTaken: 'This address is already used by another project',

  // Schedules: weekly programs, holiday calendars and exceptions of writable points (issue 19)
  scheduleTimeFormat: 'Enter times as HH:MM, from 00:00 to 24:00',
  scheduleTimeStep: (minutes: number) => `Times must fall on ${minutes}-minute steps`,
  scheduleBlockOrder:
    'A block must end after it starts: split one past midnight in two (22:00–24:00 and 00:00–06:00)',
  scheduleTooManyBlocks: (max: number) => `A day holds at most ${max} blocks`,
  scheduleBlocksOverlap: (day: string, first: string, second: string) =>
    `${day}: the blocks ${first} and ${second} overlap`,
  scheduleHolidayProgram: 'Holiday program',
  scheduleExceptionTimeFormat: "Enter exception times as YYYY-MM-DDTHH:MM on the site's clock",
  scheduleExceptionOrder: 'An exception must end after it starts',
  scheduleTooManyExceptions: (max: number) => `A group holds at most ${max} exceptions`,
  scheduleExceptionsOverlap: (first: string, second: string) =>
    `The exceptions ${first} and ${second} overlap`,
  scheduleValueNotNumber: 'Values of this group must be numbers',
  scheduleValueNotOnOff: 'Values of this group must be on or off (true or false)',
  scheduleValueNotState: 'Values of this group must be state names',
  scheduleValueOutsideRange: (point: string, value: number, range: string) =>
    `${value} is outside the range of ${point} (${range})`,
  scheduleStateUnknown: (point: string, value: string, states: string) =>
    `${point} has no state “${value}”; its states are ${states}`,
  scheduleNeedsPoint: 'Choose at least one point',
  scheduleTooManyPoints: (max: number) => `A group holds at most ${max} points`,
  schedulePointListedTwice: 'A point is listed twice',
  schedulePointWrongKind: (point: string) => `${point} holds another kind of value than this group`,
  schedulePointInAnotherGroup: (point: string, group: string) =>
    `${point} is already in the schedule group “${group}”`,
  scheduleTooManyCalendars: (max: number) => `A group follows at most ${max} holiday calendars`,
  scheduleCalendarListedTwice: 'A holiday calendar is listed twice',
  scheduleGroupNameTaken:
    'A schedule group with this name already exists for this site. Please choose a different name.',
  holidayCalendarNameTaken:
    'A holiday calendar with this name already exists for this project. Please choose a different name.',
  holidayRangeOrder: 'A date range must end on or after its first day',
  holidayTooManyEntries: (max: number) => `A holiday calendar holds at most ${max} entries`,
  scheduleSiteNotSchedulable: 'This site is not set up for schedules',
  schedulePointNotWritable: 'Not a writable point of this site',
  scheduleCalendarUnknown: 'Not a holiday calendar of this project',
  scheduleAdminsOnly: 'Only admins may change schedules',
  holidayCalendarInUse: (groups: string) =>
    `This holiday calendar is followed by ${groups}: remove it from them first`,
  /** The warning alert on a point whose scheduled write read back different, or failed. */
  scheduleNotApplied: 'Schedule not applied',
  /** Who made a scheduled write, in the audit log. */
  scheduleWriter: (group: string) => `schedule ${group}`,
} as const;
