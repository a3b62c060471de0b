/** Branding contracts (spec 000 §1, GET /api/brand): the brand a page shows, picked by host. */
import { z } from 'zod';

/** What a page shows of its brand: the host's brand, overridden by the project's white label. */
export const brandInfo = z.object({
  key: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  loginLogoUrl: z.string(),
  lightLogoUrl: z.string(),
  darkLogoUrl: z.string(),
  contactUrl: z.string(),
  poweredByText: z.string(),
  /** The school-district e-mail domain whose users are pointed at single sign-on, if any. */
  ssoEmailDomain: z.string().nullable(),
  /** Whether this brand has a single sign-on identity provider. */
  ssoAvailable: z.boolean(),
  /** Whether Google sign-in is configured. */
  googleSignIn: z.boolean(),
});
export type BrandInfo = z.infer<typeof brandInfo>;
export const brandResponse = z.object({ brand: brandInfo });
