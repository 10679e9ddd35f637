/** The profile view as the app uses it (mapped from getProfileView's answer, PROF-02, PROF-07). */
export interface ProfileField {
  label: string;
  value: string;
}
export interface ProfileSection {
  key: string;
  title: string;
  items: ProfileField[];
}
export interface ProfileView {
  id: number;
  nickname: string;
  /** null when the server sent no age a member can have (wire.ts age()). */
  years: number | null;
  gender: 1 | 2;
  /** The answer's status; null when it has none (the contract does not name it for the profile view). */
  online: boolean | null;
  reported: boolean;
  /** `location {provinceId, cityId}` (PROF-07), resolved against the location list when shown. */
  location: { provinceId: number | null; cityId: number | null };
  description: string;
  sign: string;
  /** Personal-data cards (datos_personales, apariencia, estilo_vida, idiomas, profesion_familia). */
  sections: ProfileSection[];
  activities: { key: string; title: string; items: string[] }[];
  tags: { films: string[]; music: string[]; books: string[] };
  /**
   * Couple preferences: the answer's pareja sections (any field matching ^pareja) and the age it looks
   * for (a pareja range, else the member's ageRange); null / [] when the answer holds none.
   */
  couple: { sections: ProfileSection[]; age: { min: number; max: number } | null };
  /** Photo file names, the profile photo first. */
  photos: string[];
}
