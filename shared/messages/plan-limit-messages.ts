/**
 * The plan cap's refusal, said by every Lambda that creates or restores projects (the client's review API too,
 * through the project store): kept apart from the billing pages' texts so those Lambdas carry only this.
 */
export const PLAN_LIMIT_MESSAGES = {
  /** Ours (server): create or restore refused at the plan cap (the spec only disables the buttons). */
  planLimitReached: (planName: string, limit: number) =>
    `Your ${planName} plan allows ${limit} active projects. Archive a project or upgrade to add more.`,
} as const;
