/**
 * The messages the app's first screen may show before anything else has loaded: sign-in errors,
 * the connection giving up, the colour mode not saved, the demo history still loading. They are
 * apart from the rest so the sign-in page's JavaScript does not carry every message of the
 * product (issue 18: its budget); `messages` includes them, so the rest of the app and the tests
 * use `messages` as before.
 */
export const startupMessages = {
  // Sign-in (spec 000 §5, §8)
  enterEmailAndPassword: 'Enter your Email and/or Password',
  cpsEmailDetected: 'CPS email detected. You can use CPS SSO to sign in.',
  incorrectUsernameAndPassword: 'Incorrect Username and Password',
  loginFailed: 'Login failed',
  samlAuthFailed: 'SAML authentication failed. Please try again or contact support.',

  // Connection (000 §8) and the colour mode (000 §2)
  connectionAttemptsExceeded: 'Connection attempts exceeded',
  cannotSaveTheme: 'Cannot Save theme',

  // The demo history loading behind a first start (issue 18)
  demoHistoryLoading: (percent: number) => `Demo history loading — ${percent} %`,
  demoHistoryLoadingDetail: 'Charts show the days loaded so far.',
  demoHistoryProgressLabel: 'Demo history loaded',
} as const;
