/**
 * Fault injection for the Drive stand-in: make the next N (or every) matching requests answer an HTTP error,
 * drop the connection after some bytes of a download, or throttle a download (to kill a worker mid-upload).
 */
import { z } from 'zod';

export const DRIVE_OPERATIONS = ['list', 'get', 'media', 'any'] as const;
export type DriveOperation = (typeof DRIVE_OPERATIONS)[number];

const base = {
  /** A file or folder id (for `list`, the folder of `'<id>' in parents`), or '*' for any. */
  target: z.string().min(1),
  operation: z.enum(DRIVE_OPERATIONS).default('any'),
  /** How many matching requests this fault hits; null = every one until cleared. */
  times: z.number().int().positive().nullable().default(1),
};

export const driveFaultSchema = z.union([
  z.object({
    ...base,
    status: z.number().int().min(400).max(599),
    retryAfterSeconds: z.number().int().nonnegative().optional(),
  }),
  z.object({ ...base, dropAfterBytes: z.number().int().nonnegative() }),
  z.object({ ...base, bytesPerSecond: z.number().int().positive() }),
]);
export type DriveFault = z.input<typeof driveFaultSchema>;
export type ParsedDriveFault = z.output<typeof driveFaultSchema>;

export interface FaultBoard {
  add(fault: DriveFault): void;
  clear(): void;
  /** The first fault matching the request, consumed once; null when none applies. */
  take(operation: Exclude<DriveOperation, 'any'>, target: string | null): ParsedDriveFault | null;
}

export function faultBoard(): FaultBoard {
  let faults: { fault: ParsedDriveFault; left: number | null }[] = [];
  return {
    add(fault) {
      const parsed = driveFaultSchema.parse(fault);
      faults.push({ fault: parsed, left: parsed.times });
    },
    clear() {
      faults = [];
    },
    take(operation, target) {
      const slot = faults.find(
        (f) =>
          (f.fault.operation === 'any' || f.fault.operation === operation) &&
          (f.fault.target === '*' || f.fault.target === target),
      );
      if (!slot) return null;
      if (slot.left !== null) {
        slot.left -= 1;
        if (slot.left <= 0) faults = faults.filter((f) => f !== slot);
      }
      return slot.fault;
    },
  };
}
