import { Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Passport } from 'passport';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import type { Profile, StrategyOptions, VerifyCallback } from 'passport-google-oauth20';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { VerifiedIdentity } from '../users/index.js';

export class SignInFailedError extends Error {}

/**
 * passport-google-oauth20 hands the access token to the userinfo endpoint as `?access_token=`.
 * Bearer tokens belong in the Authorization header (RFC 6750, OpenID Connect Core 5.3.1): URLs end
 * up in access logs, and standards-strict providers refuse the query form outright.
 */
class BearerHeaderGoogleStrategy extends GoogleStrategy {
  constructor(options: StrategyOptions, verify: (accessToken: string, refreshToken: string, profile: Profile, done: VerifyCallback) => void) {
    super(options, verify);
    this._oauth2.useAuthorizationHeaderforGET(true);
  }
}

/**
 * The Google redirect dance with passport-google-oauth20. Its own Passport instance, no passport
 * sessions: state and PKCE verifier live in our session, the outcome is a verified identity.
 */
@Injectable()
export class GoogleOAuth {
  private readonly passport = new Passport();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.google) return;
    this.passport.use(
      new BearerHeaderGoogleStrategy(
        {
          clientID: config.google.clientId,
          clientSecret: config.google.clientSecret,
          callbackURL: `${config.publicUrl}/api/auth/google/callback`,
          authorizationURL: config.google.authorizationUrl,
          tokenURL: config.google.tokenUrl,
          userProfileURL: config.google.userInfoUrl,
          scope: ['openid', 'email', 'profile'],
          state: true,
          pkce: true,
        },
        (_accessToken: string, _refreshToken: string, profile: Profile, done: (error: unknown, user?: Profile) => void) => done(null, profile),
      ),
    );
  }

  redirectToProvider(req: Request, res: Response, next: NextFunction): void {
    this.passport.authenticate('google', { session: false, prompt: 'select_account' })(req, res, next);
  }

  finish(req: Request, res: Response): Promise<VerifiedIdentity> {
    // Without a code (the user cancelled, or someone opened the URL by hand) passport would start
    // a new login instead of failing; that is never what a callback should do.
    if (typeof req.query.code !== 'string') {
      return Promise.reject(new SignInFailedError(`Callback without code (${String(req.query.error ?? 'no error given')})`));
    }
    return new Promise((resolve, reject) => {
      this.passport.authenticate('google', { session: false }, (error: unknown, profile: Profile | false, info?: { message?: string }) => {
        if (error || !profile) {
          return reject(new SignInFailedError((error as Error)?.message ?? info?.message ?? 'The provider returned no profile'));
        }
        const email = profile.emails?.find((candidate) => isVerified(candidate.verified))?.value;
        if (!email) return reject(new SignInFailedError('The provider did not confirm an e-mail address'));
        resolve({ email, fullName: profile.displayName || null, picture: profile.photos?.[0]?.value ?? null, provider: 'google' });
      })(req, res, (error?: unknown) => reject(error ?? new SignInFailedError('Sign-in was interrupted')));
    });
  }
}

/** Only an address the provider says it verified may sign in to the account behind it. */
function isVerified(flag: unknown): boolean {
  return flag === true || flag === 'true';
}
