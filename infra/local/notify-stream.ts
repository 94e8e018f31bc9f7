/** The table's stream → the notify Lambda's handler, in process (the cloud's event source mapping, locally). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { loadFunctionHandler } from './handler-loader';
import { LOCAL_AWS } from './services/dynamodb';
import { startStreamPoller, type StreamHandler, type StreamPoller } from './stream-poller';

export function startNotifyStream(
  endpoint: string,
  tableName: string,
  log: (message: string) => void,
): StreamPoller {
  const dynamo = new DynamoDBClient({ ...LOCAL_AWS, endpoint });
  const poller = startStreamPoller({
    dynamo,
    endpoint,
    tableName,
    functionName: 'notify',
    handler: { load: () => loadFunctionHandler<StreamHandler>('notify') },
    log: (message) => log(`[notify] ${message}`),
  });
  return {
    ...poller,
    async stop() {
      await poller.stop();
      dynamo.destroy();
    },
  };
}
