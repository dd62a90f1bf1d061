import helmet from 'helmet';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const SELF = "'self'";

/**
 * Helmet's headers with a policy the built app passes: nothing inline, nothing from elsewhere but
 * profile pictures (Google's and any https URL a user gives), no framing. HSTS and the upgrade of
 * insecure requests only where the app is reached over https, so a plain-http install keeps working.
 *
 * `relaxedStylesUnder` names paths whose pages (the queue board, a library's UI) set inline styles:
 * only there may styles be inline; scripts, connections and everything else stay as strict.
 */
export function securityHeaders(publicUrl: string, relaxedStylesUnder: readonly string[] = []): RequestHandler {
  const strict = headers(publicUrl, [SELF]);
  const relaxed = headers(publicUrl, [SELF, "'unsafe-inline'"]);
  const isRelaxed = (path: string) => relaxedStylesUnder.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return (req: Request, res: Response, next: NextFunction) => (isRelaxed(req.path) ? relaxed : strict)(req, res, next);
}

function headers(publicUrl: string, styleSrc: string[]): RequestHandler {
  const https = publicUrl.startsWith('https://');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        scriptSrc: [SELF],
        styleSrc,
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
