/**
 * Spanish (Argentine, voseo) text pools for the seeded members and conversations.
 * Kept apart from the generator so the wording can be tuned without touching the logic.
 */

export const FEMALE_NAMES = [
  'Sofi',
  'Vale',
  'Cami',
  'Flor',
  'Lu',
  'Meli',
  'Agus',
  'Juli',
  'Mica',
  'Belu',
  'Romi',
  'Caro',
  'Pau',
  'Maru',
  'Sol',
  'Ani',
  'Euge',
  'Vicky',
  'Rochi',
  'Guada',
  'Nati',
  'Cande',
  'Lola',
  'Male',
  'Marce',
  'Vero',
  'Gabi',
  'Lau',
  'Ceci',
  'Sil',
  'Tati',
  'Jose',
  'Mailén',
  'Ayelén',
  'Pili',
  'Noe',
  'Moni',
  'Susi',
  'Graciela',
  'Norma',
];
export const MALE_NAMES = [
  'Tincho',
  'Juancho',
  'Facu',
  'Nacho',
  'Santi',
  'Fede',
  'Pato',
  'Lucho',
  'Gonza',
  'Rodri',
  'Mati',
  'Nico',
  'Maxi',
  'Seba',
  'Leo',
  'Guille',
  'Pablo',
  'Dani',
  'Beto',
  'Cacho',
  'Tano',
  'Chino',
  'Ruso',
  'Negro',
  'Colo',
  'Pipo',
  'Toto',
  'Lean',
  'Fran',
  'Hernán',
  'Rama',
  'Mauri',
  'Juanma',
  'Rulo',
  'Quique',
  'Coco',
  'Charly',
  'Manu',
  'Osvaldo',
  'Rubén',
];

export const FEMALE_ADJECTIVES = ['dulce', 'linda', 'viajera', 'matera', 'rockera', 'sonadora', 'tranqui', 'alegre', 'bohemia', 'runner'];
export const MALE_ADJECTIVES = ['tranqui', 'viajero', 'rockero', 'asador', 'futbolero', 'gaucho', 'bohemio', 'matero', 'runner', 'simple'];

export const OPENINGS = [
  'Soy de {city} y me considero una persona {trait}.',
  'Hola, ¿qué tal? Vivo en {city}, laburo mucho pero siempre hago un hueco para lo que me gusta.',
  '{trait_cap}, buena onda y con ganas de conocer gente nueva.',
  'Nací en {city} y no la cambio por nada.',
  'Me defino como alguien {trait}, de esos que disfrutan las cosas simples.',
  'Después de un tiempo solo/a, me animo a probar por acá.',
  'Soy {trait} y me gusta reírme de todo, empezando por mí.',
  'Laburo de {job} y en mis ratos libres no paro.',
];

/** Written with o/a endings; genderize() picks the right one for the member. */
export const TRAITS = [
  'tranquilo/a',
  'divertido/a',
  'sincero/a',
  'compañero/a',
  'curioso/a',
  'charlatán/a',
  'familiero/a',
  'aventurero/a',
  'tímido/a al principio',
  'muy matero/a',
];

export const LIKES = [
  'Me encanta {activity} los fines de semana',
  'No me pierdo un asado con amigos',
  'Soy fanático/a de {music}, si sonó en un recital seguro estuve',
  'Me copa cocinar y que me digan que me salió rico',
  'Disfruto mucho salir a caminar por la costanera con el mate',
  'Siempre estoy planeando la próxima escapada a {holiday}',
  'Tengo un perro que es mi mejor compañero',
  'Leo todo lo que cae en mis manos, últimamente {book}',
  'Los domingos son de fútbol y ravioles',
  'Me gusta bailar aunque no lo haga muy bien',
];

export const LOOKING_FOR = [
  'Busco a alguien con quien compartir unos mates y buenas charlas.',
  'Quiero conocer a alguien sincero, sin vueltas.',
  'Busco compañía para salir, viajar y ver qué pasa.',
  'Me gustaría encontrar una pareja con quien construir algo lindo.',
  'No busco nada serio por ahora, pero si se da, se da.',
  'Busco alguien que tenga ganas de reírse y disfrutar.',
  'Si sos de las personas que cumplen lo que dicen, ya me caés bien.',
];

export const CLOSINGS = [
  'Si te copa, escribime.',
  'Animate y mandame un mensaje.',
  'Contame algo de vos.',
  '¿Arrancamos con un café?',
  'Te leo.',
  'Si llegaste hasta acá, saludame.',
  '',
];

/** Short chat dialogues; lines alternate between the two members, starting with the opener. */
export const CHAT_SCRIPTS: readonly (readonly string[])[] = [
  [
    '¡Hola! ¿Cómo andás?',
    'Hola, todo bien, ¿y vos?',
    'Bien también, recién salgo del laburo 😅',
    'Jaja te entiendo, ¿de qué trabajás?',
    'Soy docente, ¿y vos?',
    'Yo estoy en una empresa de logística, nada muy emocionante jaja',
  ],
  [
    'Vi que te gusta el trekking, ¿fuiste a El Chaltén?',
    'Sí! Fui el verano pasado, es increíble',
    'Es mi próxima escapada, ¿algún consejo?',
    'Llevá buen abrigo aunque sea enero, el viento es terrible',
    'Anotado 📝 ¡gracias!',
  ],
  [
    'Hola, me encantó tu perfil 😊',
    '¡Gracias! El tuyo también',
    '¿Qué andás haciendo un domingo a la tarde?',
    'Mate en la plaza y después serie, un clásico',
    'Me re identifico jaja',
  ],
  [
    'Buenas! ¿Sos de la zona?',
    'Sí, vivo cerca del centro',
    'Qué bueno, yo estoy a unas cuadras',
    '¿Te copa tomar un café esta semana?',
    'Dale, el jueves puedo',
    'Genial, el jueves entonces ☕',
  ],
  [
    '¿Qué música estás escuchando últimamente?',
    'Mucho Cerati, nunca falla',
    'Uh, buenísimo. ¿Fuiste al último recital de Soda?',
    'No, me lo perdí y todavía me arrepiento 😭',
  ],
  [
    'Hola! Qué linda sonrisa',
    'Jaja gracias, ¿cómo estás?',
    'Muy bien, acá tomando unos mates',
    '¿Dulces o amargos?',
    'Amargos siempre, ¿vos?',
    'Con un poquito de azúcar, no me juzgues 😂',
  ],
  ['¿Sos hincha de algún cuadro?', 'De Boca, obvio', 'Uff, yo de River… arrancamos complicados jaja', 'Jaja bueno, se puede convivir'],
  [
    'Hola, ¿cómo va tu semana?',
    'Larguísima, pero ya casi es viernes',
    '¿Planes para el finde?',
    'Asado en lo de mi hermana, ¿vos?',
    'Nada todavía, abierto a propuestas 😉',
  ],
];

export const SINGLE_OPENERS = [
  'Hola! ¿Cómo estás?',
  'Buenas, me gustó mucho tu perfil',
  'Hola, ¿charlamos un rato?',
  '¿Qué tal tu día?',
  'Hola 😊 ¿de dónde sos?',
  'Me pareciste muy linda persona, ¿hablamos?',
];

export const NOTICE_MESSAGES = [
  '<h3>¡Bienvenido/a a Flechazo!</h3><p>Completá tu perfil y subí una foto para que más personas te encuentren.</p>',
  '<h3>Tu foto fue aprobada</h3><p>Ya la pueden ver todos los miembros. ¡Suerte!</p>',
  '<h3>Promoción especial</h3><p>Suscribite hoy y leé todos tus mensajes sin límites.</p>',
];

export const MATCHING_MESSAGES = [
  'Tenemos nuevos perfiles recomendados para vos. ¡Entrá a verlos!',
  'Encontramos 5 personas que coinciden con lo que buscás.',
];
