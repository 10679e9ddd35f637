/** The like game's own types (mapped from ApiLikeGameUserJson in mappers.ts). */

/** A like-game user (B §3, GAME-03). */
export interface GameUser {
  id: number;
  name: string;
  /** 0 when the server sent no age a member can have (wire.ts age()). */
  age: number;
  location: string;
  /** Picture on the image host with '.webp' changed to '.jpg' ('' without a photo). */
  picture: string;
  hasPicture: boolean;
  /** 1 male, 2 female: the gender the game was asked for (the wire item carries none). */
  gender: 1 | 2;
}

export type LikeGameStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'error';

/** Why a load failed: the call failed ('Error al cargar perfiles'), or nobody is signed in (GAME-12). */
export type LikeGameError = 'load' | 'unauthenticated';
