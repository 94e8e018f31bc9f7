/** The user menu's label: display name, else full name, else e-mail (blank values are skipped). */
export function userMenuLabel(user: {
  readonly displayName?: string | null;
  readonly fullName?: string | null;
  readonly email?: string | null;
}): string {
  for (const candidate of [user.displayName, user.fullName, user.email]) {
    const value = candidate?.trim();
    if (value) return value;
  }
  return '';
}
