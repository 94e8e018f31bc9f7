/** Metric emission of the editor's use cases (in-memory ports, memory metrics). */
import { describe, expect, it } from 'vitest';
import { approveProject } from '../../../functions/projects/use-cases/approve-project';
import { createProject } from '../../../functions/projects/use-cases/create-project';
import type { memoryMetrics } from '../../../functions/platform/runtime/metrics';
import { BUSINESS_METRICS } from '../../../shared/config/business-metrics';
import { memoryPorts } from './in-memory-ports';

const alice = { userId: 'alice', email: 'alice@example.test', name: 'Alice Editor' };

describe('business metrics of the editor use cases', () => {
  it('approveProject counts one Approval; a refused second approval counts nothing', async () => {
    const { ports } = memoryPorts();
    const metrics = ports.metrics as ReturnType<typeof memoryMetrics>;
    const project = await createProject(ports, {
      caller: alice,
      body: {
        name: 'Metrics',
        clientDisplayName: 'Client',
        videos: [
          {
            fileId: 'file-abcdefghij',
            title: 'One',
            fileName: 'one.mp4',
            mimeType: 'video/mp4',
            thumbnailLink: null,
            webViewLink: 'https://drive.google.com/file/d/file-abcdefghij/view',
            size: 1000,
          },
        ],
      },
    });
    expect(metrics.events).toEqual([]);
    await approveProject(ports, { caller: alice, projectId: project.id });
    expect(metrics.events).toEqual([[BUSINESS_METRICS.approvals, 1]]);
    await expect(approveProject(ports, { caller: alice, projectId: project.id })).rejects.toThrow();
    expect(metrics.counts.get(BUSINESS_METRICS.approvals)).toBe(1);
  });
});
