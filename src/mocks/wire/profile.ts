/**
 * The demo API's answer shape for the profile view (GET /v1/profile/{id}, OPEN-11; PROF-07): its reading of
 * the contract. The app's wire types come from the contract (src/api/contract.ts).
 */

export interface ApiProfileFieldJson {
  label: string;
  /** One value, or several for multi-selects (idiomas). */
  value: string | string[];
}

export interface ApiProfileSectionJson {
  title: string;
  items: ApiProfileFieldJson[];
}

export interface ApiActivityGroupJson {
  key: string;
  title: string;
  items: string[];
}

export interface ApiProfileViewJson {
  id: number;
  nickname: string;
  years: number;
  /** 1 male, 2 female. */
  gender: number;
  // status, liked and reported are not named by the contract for the profile view: used when present.
  /** 'online' or 'offline'. */
  status?: string;
  liked?: boolean;
  /** The viewer already reported this member (PROF-05). */
  reported?: boolean;
  /** Sent by the demo API only; never read (the app resolves `location` against the location list). */
  locationText?: string;
  /** Resolved against the location list. */
  location: { provinceId: number; cityId: number };
  datos_personales: ApiProfileSectionJson;
  apariencia: ApiProfileSectionJson;
  estilo_vida: ApiProfileSectionJson;
  idiomas: ApiProfileSectionJson;
  profesion_familia: ApiProfileSectionJson;
  actividades_vacaciones: ApiActivityGroupJson[];
  /** Couple preferences: age range plus the couple data. */
  pareja: ApiProfileSectionJson;
  pareja_edad: { min: number; max: number };
  ficha: { signo: string };
  tags: { films: string[]; music: string[]; books: string[] };
  /** File names on the image host. */
  images: { profile: string | null; approved: string[]; pending: string[] };
  descripcion: {
    /** The approved text. */
    descripcion_moderacion_aprobada: string;
    /** 1 when the current text is approved. */
    descripcion_aprobada: number;
    /** The text waiting for moderation ('' when none). */
    descripcion_moderacion: string;
  };
}
