import { isTopicData } from './guards';
import { isPrivateTopic, isPrivateTopicData } from './private-topics';
import type { PrivateTopic, PrivateTopicData } from './private-topics';
import { isPublicTopic } from './topics';
import type { PublicTopic, PublicTopicData, PublicTopicParams } from './topics';

/** Every topic of `/realtime_w` a remote may subscribe to: the public and the private ones. */
export type RealtimeTopic = PublicTopic | PrivateTopic;

/** The decoded payload a listener of `topic` receives (`PublicTopicData`, `PrivateTopicData`). */
export type TopicPayload<T extends RealtimeTopic> = T extends PublicTopic
  ? PublicTopicData[T]
  : T extends PrivateTopic
    ? PrivateTopicData[T]
    : never;

/** The params of a subscription: the public topic's (`PublicTopicParams`); none for a private. */
export type TopicParams<T extends RealtimeTopic> = T extends PublicTopic
  ? PublicTopicParams[T]
  : Readonly<Record<string, never>>;

export function isRealtimeTopic(topic: unknown): topic is RealtimeTopic {
  return isPublicTopic(topic) || isPrivateTopic(topic);
}

/**
 * Whether `data` has the shape of `topic`'s payload: the one check a realtime boundary (the
 * host's `HostApi.realtime`, a remote's harness) makes before it hands a payload on.
 */
export function isTopicPayload<T extends RealtimeTopic>(
  topic: T,
  data: unknown,
): data is TopicPayload<T> {
  if (isPublicTopic(topic)) return isTopicData(topic, data);
  if (isPrivateTopic(topic)) return isPrivateTopicData(topic, data);
  return false;
}
