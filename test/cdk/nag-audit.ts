/**
 * Audits cdk-nag acknowledgements against the findings they are meant to cover. The validation plugin alone only
 * proves that no finding is left unacknowledged; an acknowledgement that matches nothing (or matches more than
 * its resource) passes silently and would hide the next over-broad grant. Here the AwsSolutions pack runs with
 * every acknowledgement ignored, and each acknowledgement (rule id at a construct path, which covers that
 * construct and everything below it) is matched against the findings (rule id at a CloudFormation resource).
 */
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

export interface NagFinding {
  /** `AwsSolutions-IAM5[Resource::*]`, `AwsSolutions-L1`, … as the pack reports it. */
  readonly ruleId: string;
  /** Construct path of the CloudFormation resource (`Cutroom-prod/Fn-editor-api/Function/ServiceRole/…`). */
  readonly path: string;
}

export interface NagAcknowledgement {
  readonly ruleId: string;
  /** Construct path it was recorded on: it covers this construct and its descendants. */
  readonly path: string;
  readonly reason: string;
}

/** Every finding of the AwsSolutions pack under `scope`, as if nothing were acknowledged. */
export function nagFindings(scope: IConstruct): NagFinding[] {
  const pack = new AwsSolutionsChecks();
  // The pack's own acknowledgement check is private: turned off on this instance only, so it reports everything.
  Object.defineProperty(pack, 'isAcknowledged', { value: () => false });
  const report = pack.validateScope(scope);
  return report.violations.flatMap((v) =>
    v.violatingResources.map((r) => ({ ruleId: v.ruleName, path: r.constructPath ?? '' })),
  );
}

/** Every acknowledgement recorded under `scope` (`Validations.of(c).acknowledge`). */
export function nagAcknowledgements(scope: IConstruct): NagAcknowledgement[] {
  const found: NagAcknowledgement[] = [];
  for (const construct of scope.node.findAll()) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY || !entry.data) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
        // aws-cdk-lib qualifies ids without a known plugin prefix as annotations (as cdk-nag strips it).
        found.push({ ruleId: id.replace(/^annotation::/i, ''), path: construct.node.path, reason });
      }
    }
  }
  return found;
}

function covers(ack: NagAcknowledgement, finding: NagFinding): boolean {
  return (
    ack.ruleId === finding.ruleId && (finding.path === ack.path || finding.path.startsWith(`${ack.path}/`))
  );
}

export interface NagAudit {
  readonly findings: NagFinding[];
  readonly acknowledgements: NagAcknowledgement[];
  /** Acknowledgements that cover no finding. */
  readonly unused: NagAcknowledgement[];
  /** Findings no acknowledgement covers. */
  readonly unacknowledged: NagFinding[];
  /** Acknowledgements that cover more than one resource's finding (recorded above the resource). */
  readonly broad: { readonly acknowledgement: NagAcknowledgement; readonly covered: number }[];
}

/** Audits the acknowledgements of a synthesized (or at least constructed) app or stack. */
export function auditNag(scope: IConstruct): NagAudit {
  const findings = nagFindings(scope);
  const acknowledgements = nagAcknowledgements(scope).filter((a) => a.ruleId.startsWith('AwsSolutions-'));
  const coveredBy = acknowledgements.map((a) => findings.filter((f) => covers(a, f)));
  return {
    findings,
    acknowledgements,
    unused: acknowledgements.filter((_, i) => coveredBy[i]?.length === 0),
    unacknowledged: findings.filter((f) => !acknowledgements.some((a) => covers(a, f))),
    broad: acknowledgements
      .map((acknowledgement, i) => ({ acknowledgement, covered: coveredBy[i]?.length ?? 0 }))
      .filter((b) => b.covered > 1),
  };
}

/** `ruleId @ path` lines, for readable assertion failures. */
export function describeNag(items: readonly { ruleId: string; path: string }[]): string[] {
  return items.map((i) => `${i.ruleId} @ ${i.path}`).sort();
}
