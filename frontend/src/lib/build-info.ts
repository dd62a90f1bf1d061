/** Shown at the bottom of the profile (spec §9). */
export const APP_BUILD_VERSION = '1.2.0';
