import helmet from 'helmet';
import type { RequestHandler } from 'express';

const SELF = "'self'";

/**
 * Helmet's headers with a policy the built app passes: nothing inline, nothing from elsewhere but
 * profile pictures (Google's and any https URL a user gives), no framing. HSTS and the upgrade of
 * insecure requests only where the app is reached over https, so a plain-http install keeps working.
 */
export function securityHeaders(publicUrl: string): RequestHandler {
  const https = publicUrl.startsWith('https://');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        scriptSrc: [SELF],
        styleSrc: [SELF],
        imgSrc: [SELF, 'data:', 'https:'],
        fontSrc: [SELF],
        connectSrc: [SELF],
        manifestSrc: [SELF],
        objectSrc: ["'none'"],
        baseUri: [SELF],
        formAction: [SELF],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
