import type { User } from '@hantelwerk/api-types';

type NamedUser = Pick<User, 'display_name' | 'full_name' | 'name'>;

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Spec: "display name, else full name" (e.g. the training plan title). */
export function displayOrFullName(user: NamedUser): string | undefined {
  return present(user.display_name) ?? present(user.full_name);
}

/** For greetings: as above, and the account name when neither was set. */
export function greetingName(user: NamedUser): string | undefined {
  return displayOrFullName(user) ?? present(user.name);
}
