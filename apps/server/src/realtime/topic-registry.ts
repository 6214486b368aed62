import { parseTopic, topicSchema } from '@dd/contracts';
import type { AuthUser } from '../platform/auth.js';

/**
 * Whether `user` may follow the topic `{kind}` (id null) or `{kind}:{id}`. Answer false for a topic that
 * does not exist, or one the user may not see: the socket then never gets its events.
 */
export type TopicRule = (user: AuthUser, id: number | null) => boolean | Promise<boolean>;

/**
 * Kinds the push endpoint keeps for itself: `user:{id}` is each socket's own, implicit topic; `sessions` carries
 * the instances' own session-ended events.
 */
const RESERVED = new Set(['user', 'sessions']);

/**
 * The topics clients may subscribe to, each kind defined by the module that owns what it is about
 * (`platform.topics.define('thread', ...)` in the forum). A kind nobody defined is refused.
 */
export class TopicRegistry {
  private readonly rules = new Map<string, TopicRule>();

  constructor(private readonly reportError: (err: unknown, topic: string) => void = () => {}) {}

  define(kind: string, rule: TopicRule): void {
    if (!/^[a-z][a-z-]*$/.test(kind)) throw new Error(`Invalid topic kind: ${kind}`);
    if (RESERVED.has(kind)) throw new Error(`The topic kind ${kind} is reserved`);
    if (this.rules.has(kind)) throw new Error(`The topic kind ${kind} is defined twice`);
    this.rules.set(kind, rule);
  }

  /** False for a malformed topic, a kind nobody defined, a rule that says no, or a rule that failed. */
  async canSee(user: AuthUser, topic: string): Promise<boolean> {
    if (!topicSchema.safeParse(topic).success) return false;
    const parsed = parseTopic(topic);
    const rule = parsed && this.rules.get(parsed.kind);
    if (!parsed || !rule) return false;
    try {
      return (await rule(user, parsed.id)) === true;
    } catch (err) {
      this.reportError(err, topic);
      return false;
    }
  }

  /** The topics of `topics` the user may see, once each, in the order asked. */
  async visible(user: AuthUser, topics: readonly string[]): Promise<string[]> {
    const unique = [...new Set(topics)];
    const allowed = await Promise.all(unique.map((topic) => this.canSee(user, topic)));
    return unique.filter((_, i) => allowed[i]);
  }
}
