import { PAGE_NAMES, type PageName } from '../config/paths';

/** "AddWorkout" -> "add-workout": the other reading of the route names in the spec. */
export function hyphenatedPageName(name: PageName): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

const pageByLowercasePath = new Map<string, PageName>();
for (const name of PAGE_NAMES) {
  pageByLowercasePath.set(hyphenatedPageName(name), name);
  pageByLowercasePath.set(name.toLowerCase(), name);
}

/**
 * The capitalised route for a path written in another case or hyphenated
 * ("/add-workout", "/addworkout/", "/DASHBOARD"), or null when it names no page.
 */
export function toCapitalisedPath(pathname: string): string | null {
  const segment = pathname.replace(/^\/+|\/+$/g, '');
  if (segment === '' || segment.includes('/')) return null;
  const page = pageByLowercasePath.get(segment.toLowerCase());
  return page ? `/${page}` : null;
}
