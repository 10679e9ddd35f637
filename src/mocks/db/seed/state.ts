/** The generator's working state, shared by the member and activity steps (one per generateDemoDb call). */
import { Random } from '../../lib/prng';
import type { DbEdge, DbMember, DbMessage } from '../types';

export class SeedState {
  readonly rng: Random;
  readonly now: number;
  readonly members = new Map<number, DbMember>();
  readonly messages: DbMessage[] = [];
  readonly likes: DbEdge[] = [];
  readonly dislikes: DbEdge[] = [];
  readonly visits: DbEdge[] = [];
  readonly nicknames = new Set<string>();
  nextPhotoId = 1;
  nextMessageId = 1;

  constructor(
    readonly seed: number,
    now: number,
  ) {
    this.rng = Random.fromSeed(seed);
    this.now = now;
  }
}
