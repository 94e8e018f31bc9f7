/** An SNS event with one notification, as SNS hands it to a subscribed Lambda (local stand-in). */
import type { SNSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { LOCAL_AWS } from './services/dynamodb';

export function localSnsEvent(message: string, topic = 'cutroom-local-mail-events'): SNSEvent {
  const topicArn = `arn:aws:sns:${LOCAL_AWS.region}:000000000000:${topic}`;
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: `${topicArn}:${randomUUID()}`,
        Sns: {
          Type: 'Notification',
          MessageId: randomUUID(),
          TopicArn: topicArn,
          Subject: '',
          Message: message,
          Timestamp: new Date().toISOString(),
          SignatureVersion: '1',
          Signature: 'local',
          SigningCertUrl: 'http://127.0.0.1/local.pem',
          UnsubscribeUrl: 'http://127.0.0.1/unsubscribe',
          MessageAttributes: {},
        },
      },
    ],
  };
}
