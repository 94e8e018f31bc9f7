/**
 * The advisory password strength meter (never blocks): five criteria, one point each; the score 0–5 names
 * the label Very Weak, Weak, Fair, Good, Strong, Very Strong.
 */
export const PASSWORD_STRENGTH_LABELS = [
  'Very Weak',
  'Weak',
  'Fair',
  'Good',
  'Strong',
  'Very Strong',
] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

export const STRENGTH_MIN_LENGTH = 8;

export interface PasswordCriteria {
  readonly length: boolean;
  readonly lowercase: boolean;
  readonly uppercase: boolean;
  readonly digit: boolean;
  readonly special: boolean;
}

export interface PasswordStrength {
  readonly score: 0 | 1 | 2 | 3 | 4 | 5;
  readonly label: PasswordStrengthLabel;
  readonly criteria: PasswordCriteria;
}

export function passwordStrength(password: string): PasswordStrength {
  const criteria: PasswordCriteria = {
    length: password.length >= STRENGTH_MIN_LENGTH,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /[0-9]/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
  const score = Object.values(criteria).filter(Boolean).length as PasswordStrength['score'];
  return { score, label: PASSWORD_STRENGTH_LABELS[score], criteria };
}
