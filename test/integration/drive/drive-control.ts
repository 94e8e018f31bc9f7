/**
 * Drives the running Drive stand-in of the test system over its control endpoints (faults, request log).
 */
import { DRIVE_STAND_IN_CONTROL } from '../../../infra/local/drive-stand-in/drive-fixtures';
import type { DriveFault } from '../../../infra/local/drive-stand-in/drive-faults';
import type { DriveRequestLogEntry } from '../../../infra/local/drive-stand-in/server';
import { assertLocalEndpoint } from '../../support/env';

export function driveControl(driveUrl: string) {
  const base = assertLocalEndpoint(driveUrl);
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(path, base), init);
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  return {
    setFault: (fault: DriveFault) =>
      call(DRIVE_STAND_IN_CONTROL.faults, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault),
      }),
    clearFaults: () => call(DRIVE_STAND_IN_CONTROL.faults, { method: 'DELETE' }),
    requests: async () =>
      ((await call(DRIVE_STAND_IN_CONTROL.requests)) as { requests: DriveRequestLogEntry[] }).requests,
    clearRequests: () => call(DRIVE_STAND_IN_CONTROL.requests, { method: 'DELETE' }),
  };
}
