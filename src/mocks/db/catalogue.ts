/**
 * The profile questionnaire: every personal-data, activity, tag and couple field with its Spanish
 * label, group title, input type (s single select, m multi-select, t tags) and options. Seeding picks
 * answers from here, and later profile/search handlers can build their personalData groups,
 * select lists and search options from the same table, so answers and options never drift apart.
 */
export type InputType = 's' | 'm' | 't';

export interface CatalogueField {
  /** Attribute id sent back in {id, tipo, valor} edits. */
  id: number;
  key: string;
  label: string;
  inputType: InputType;
  options: readonly string[];
}

export interface CatalogueGroup {
  /** Section key of the profile view (datos_personales, apariencia ...). */
  section: string;
  title: string;
  fields: readonly CatalogueField[];
}

export const HEIGHTS_CM = { min: 150, max: 198 } as const;

/** '1,68 m' */
export function heightLabel(cm: number): string {
  return `${Math.floor(cm / 100)},${String(cm % 100).padStart(2, '0')} m`;
}

export const ZODIAC = [
  'Capricornio',
  'Acuario',
  'Piscis',
  'Aries',
  'Tauro',
  'Géminis',
  'Cáncer',
  'Leo',
  'Virgo',
  'Libra',
  'Escorpio',
  'Sagitario',
] as const;

/** Western zodiac sign (ficha.signo) for a day and month. */
export function zodiacSign(day: number, month: number): string {
  // Day of the month on which each month's second sign starts (Jan 20 Acuario, Feb 19 Piscis ...).
  const cut = [20, 19, 21, 20, 21, 21, 23, 23, 23, 23, 22, 22];
  const index = day >= (cut[month - 1] ?? 32) ? month % 12 : month - 1;
  return ZODIAC[index] as string;
}

export const PERSONAL_GROUPS: readonly CatalogueGroup[] = [
  {
    section: 'datos_personales',
    title: 'Datos personales',
    fields: [
      {
        id: 1,
        key: 'estado_civil',
        label: 'Estado civil',
        inputType: 's',
        options: ['Soltero/a', 'Divorciado/a', 'Separado/a', 'Viudo/a'],
      },
      { id: 2, key: 'signo', label: 'Signo', inputType: 's', options: ZODIAC },
      {
        id: 3,
        key: 'religion',
        label: 'Religión',
        inputType: 's',
        options: ['Católica', 'Evangélica', 'Judía', 'Agnóstica', 'Atea', 'Espiritual, sin religión', 'Otra'],
      },
    ],
  },
  {
    section: 'apariencia',
    title: 'Apariencia',
    fields: [
      {
        id: 4,
        key: 'altura',
        label: 'Altura',
        inputType: 's',
        options: Array.from({ length: HEIGHTS_CM.max - HEIGHTS_CM.min + 1 }, (_, i) => heightLabel(HEIGHTS_CM.min + i)),
      },
      {
        id: 5,
        key: 'contextura',
        label: 'Contextura',
        inputType: 's',
        options: ['Delgada', 'Atlética', 'Normal', 'Robusta', 'Con algunos kilos de más'],
      },
      {
        id: 6,
        key: 'ojos',
        label: 'Color de ojos',
        inputType: 's',
        options: ['Marrones', 'Negros', 'Verdes', 'Celestes', 'Grises', 'Miel'],
      },
      {
        id: 7,
        key: 'pelo',
        label: 'Color de pelo',
        inputType: 's',
        options: ['Castaño', 'Negro', 'Rubio', 'Colorado', 'Canoso', 'Teñido', 'Pelado'],
      },
    ],
  },
  {
    section: 'estilo_vida',
    title: 'Estilo de vida',
    fields: [
      { id: 8, key: 'fuma', label: '¿Fumás?', inputType: 's', options: ['No fumo', 'Fumo ocasionalmente', 'Fumo', 'Estoy dejando'] },
      { id: 9, key: 'bebe', label: '¿Tomás alcohol?', inputType: 's', options: ['No tomo', 'Socialmente', 'Seguido'] },
    ],
  },
  {
    section: 'idiomas',
    title: 'Idiomas',
    fields: [
      {
        id: 10,
        key: 'idiomas',
        label: 'Idiomas que hablo',
        inputType: 'm',
        options: ['Español', 'Inglés', 'Portugués', 'Italiano', 'Francés', 'Alemán', 'Guaraní', 'Quechua'],
      },
    ],
  },
  {
    section: 'profesion_familia',
    title: 'Profesión y familia',
    fields: [
      {
        id: 11,
        key: 'estudios',
        label: 'Estudios',
        inputType: 's',
        options: ['Secundario completo', 'Terciario', 'Universitario incompleto', 'Universitario completo', 'Posgrado'],
      },
      {
        id: 12,
        key: 'profesion',
        label: 'Profesión',
        inputType: 's',
        options: [
          'Docente',
          'Enfermería',
          'Comerciante',
          'Abogacía',
          'Ingeniería',
          'Contaduría',
          'Programación',
          'Medicina',
          'Administración',
          'Diseño gráfico',
          'Gastronomía',
          'Estudiante',
          'Jubilado/a',
          'Psicología',
          'Ventas',
          'Arquitectura',
          'Peluquería',
          'Electricidad',
          'Transporte',
          'Agronomía',
          'Kinesiología',
          'Periodismo',
        ],
      },
      { id: 13, key: 'hijos', label: 'Hijos', inputType: 's', options: ['No tengo', 'Tengo, viven conmigo', 'Tengo, no viven conmigo'] },
      { id: 14, key: 'deseo_hijos', label: '¿Querés tener hijos?', inputType: 's', options: ['Sí', 'No', 'Tal vez', 'Ya tengo'] },
    ],
  },
];

/** actividades_vacaciones: at most 3 picks per group (B §4). */
export const ACTIVITY_GROUPS = [
  {
    id: 20,
    key: 'deportes',
    title: 'Deportes',
    options: ['Fútbol', 'Running', 'Natación', 'Yoga', 'Tenis', 'Ciclismo', 'Gimnasio', 'Pádel', 'Vóley', 'Hockey', 'Trekking', 'Básquet'],
  },
  {
    id: 21,
    key: 'salidas',
    title: 'Salidas y hobbies',
    options: [
      'Cine',
      'Teatro',
      'Recitales',
      'Bailar',
      'Cocinar',
      'Leer',
      'Asado con amigos',
      'Fotografía',
      'Jardinería',
      'Ferias',
      'Museos',
      'Tomar mate en la plaza',
    ],
  },
  {
    id: 22,
    key: 'vacaciones',
    title: 'Vacaciones',
    options: ['Playa', 'Montaña', 'Camping', 'Ciudad', 'Termas', 'Crucero', 'Mochilear', 'Quedarme en casa'],
  },
] as const;
export const MAX_ACTIVITY_PICKS = 3;

export const TAG_FIELDS = [
  {
    id: 30,
    key: 'films',
    title: 'Películas',
    pool: [
      'El secreto de sus ojos',
      'Relatos salvajes',
      'Nueve reinas',
      'Argentina, 1985',
      'El hijo de la novia',
      'Esperando la carroza',
      'Un cuento chino',
      'Elsa y Fred',
      'Titanic',
      'Forrest Gump',
      'El padrino',
      'Mamma Mia!',
      'Toy Story',
      'La La Land',
      'Volver al futuro',
      'Mi obra maestra',
      'Okupas',
      'Los Simuladores',
    ],
  },
  {
    id: 31,
    key: 'music',
    title: 'Música',
    pool: [
      'Soda Stereo',
      'Charly García',
      'Los Fabulosos Cadillacs',
      'Fito Páez',
      'Gustavo Cerati',
      'La Renga',
      'Patricio Rey y sus Redonditos de Ricota',
      'Divididos',
      'Abel Pintos',
      'Soledad',
      'La Mona Jiménez',
      'Tini',
      'Duki',
      'Bizarrap',
      'Mercedes Sosa',
      'Los Auténticos Decadentes',
      'Vicentico',
      'Andrés Calamaro',
      'Lali',
      'Ulises Bueno',
      'Coldplay',
      'Queen',
    ],
  },
  {
    id: 32,
    key: 'books',
    title: 'Libros',
    pool: [
      'Rayuela',
      'Ficciones',
      'El Aleph',
      'Martín Fierro',
      'Sobre héroes y tumbas',
      'Cien años de soledad',
      'El túnel',
      'Harry Potter',
      'El principito',
      'Mafalda',
      'El Eternauta',
      'Las cosas que perdimos en el fuego',
      'Cometierra',
      '1984',
      'Boquitas pintadas',
      'Las venas abiertas de América Latina',
    ],
  },
] as const;

export const COUPLE_FIELDS = [
  { id: 40, key: 'busco', label: 'Busco', inputType: 's', options: ['Pareja estable', 'Amistad', 'Algo casual', 'Ver qué pasa'] },
  { id: 41, key: 'contextura', label: 'Contextura', inputType: 's', options: ['Indiferente', 'Delgada', 'Atlética', 'Normal', 'Robusta'] },
  { id: 42, key: 'fuma', label: 'Que fume', inputType: 's', options: ['Indiferente', 'Que no fume', 'No me molesta'] },
  { id: 43, key: 'hijos', label: 'Que tenga hijos', inputType: 's', options: ['Indiferente', 'Que no tenga', 'Que tenga'] },
] as const satisfies readonly CatalogueField[];

/** Looks a personal-data field up by key (altura, fuma ...). */
export function personalField(key: string): CatalogueField | undefined {
  for (const group of PERSONAL_GROUPS) {
    const field = group.fields.find((f) => f.key === key);
    if (field) return field;
  }
  return undefined;
}
