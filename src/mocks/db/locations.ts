/**
 * The 24 Argentine jurisdictions (23 provinces + CABA) with real cities, shaped as the static
 * /locations.json the client loads at start (OPEN-09). Ids are stable: province ids 1..24 in
 * alphabetical order, city ids = province id * 100 + position, so they never change with the seed.
 * `weight` (roughly proportional to population) only steers where seeded members live.
 */
import type { ApiLocationsJson } from '@/mocks/wire/session';
import { deepFreeze } from '../lib/deep-clone';

interface ProvinceSeed {
  name: string;
  /** Short tag used in Argentine-style nicknames ("Flor_mdq", "Tincho_cba"). */
  slug: string;
  weight: number;
  cities: string[];
}

const PROVINCES: ProvinceSeed[] = [
  {
    name: 'Buenos Aires',
    slug: 'bsas',
    weight: 38,
    cities: [
      'La Plata',
      'Mar del Plata',
      'Bahía Blanca',
      'Quilmes',
      'Lomas de Zamora',
      'Morón',
      'San Isidro',
      'Tandil',
      'Pilar',
      'Tigre',
      'Luján',
      'Olavarría',
      'Junín',
      'Necochea',
      'Pergamino',
    ],
  },
  {
    name: 'Catamarca',
    slug: 'cata',
    weight: 1,
    cities: [
      'San Fernando del Valle de Catamarca',
      'Valle Viejo',
      'Fray Mamerto Esquiú',
      'Andalgalá',
      'Belén',
      'Tinogasta',
      'Santa María',
      'Recreo',
      'Fiambalá',
    ],
  },
  {
    name: 'Chaco',
    slug: 'chaco',
    weight: 2.5,
    cities: [
      'Resistencia',
      'Barranqueras',
      'Presidencia Roque Sáenz Peña',
      'Villa Ángela',
      'Charata',
      'Juan José Castelli',
      'Quitilipi',
      'Fontana',
      'General San Martín',
      'Machagai',
    ],
  },
  {
    name: 'Chubut',
    slug: 'chubut',
    weight: 1.5,
    cities: [
      'Comodoro Rivadavia',
      'Trelew',
      'Rawson',
      'Puerto Madryn',
      'Esquel',
      'Sarmiento',
      'Gaiman',
      'Rada Tilly',
      'Trevelin',
      'Lago Puelo',
    ],
  },
  {
    name: 'Ciudad Autónoma de Buenos Aires',
    slug: 'caba',
    weight: 12,
    cities: [
      'Palermo',
      'Belgrano',
      'Recoleta',
      'Caballito',
      'Almagro',
      'Flores',
      'Villa Urquiza',
      'San Telmo',
      'Núñez',
      'Villa Crespo',
      'Boedo',
      'Colegiales',
      'Saavedra',
      'Villa Devoto',
      'Balvanera',
    ],
  },
  {
    name: 'Córdoba',
    slug: 'cba',
    weight: 8.5,
    cities: [
      'Córdoba',
      'Río Cuarto',
      'Villa María',
      'Villa Carlos Paz',
      'San Francisco',
      'Alta Gracia',
      'Río Tercero',
      'Bell Ville',
      'Jesús María',
      'La Falda',
      'Cosquín',
      'Marcos Juárez',
      'Villa Dolores',
    ],
  },
  {
    name: 'Corrientes',
    slug: 'ctes',
    weight: 2.5,
    cities: [
      'Corrientes',
      'Goya',
      'Paso de los Libres',
      'Curuzú Cuatiá',
      'Mercedes',
      'Santo Tomé',
      'Esquina',
      'Bella Vista',
      'Ituzaingó',
      'Monte Caseros',
    ],
  },
  {
    name: 'Entre Ríos',
    slug: 'er',
    weight: 3,
    cities: [
      'Paraná',
      'Concordia',
      'Gualeguaychú',
      'Concepción del Uruguay',
      'Gualeguay',
      'Villaguay',
      'Victoria',
      'Colón',
      'Chajarí',
      'La Paz',
      'Federación',
    ],
  },
  {
    name: 'Formosa',
    slug: 'fsa',
    weight: 1.3,
    cities: ['Formosa', 'Clorinda', 'Pirané', 'El Colorado', 'Las Lomitas', 'Ingeniero Juárez', 'Ibarreta', 'Comandante Fontana'],
  },
  {
    name: 'Jujuy',
    slug: 'jujuy',
    weight: 1.7,
    cities: [
      'San Salvador de Jujuy',
      'Palpalá',
      'San Pedro de Jujuy',
      'Libertador General San Martín',
      'Perico',
      'Humahuaca',
      'Tilcara',
      'La Quiaca',
      'El Carmen',
      'Purmamarca',
    ],
  },
  {
    name: 'La Pampa',
    slug: 'pampa',
    weight: 0.8,
    cities: [
      'Santa Rosa',
      'General Pico',
      'Toay',
      'Realicó',
      'Eduardo Castex',
      'General Acha',
      'Intendente Alvear',
      '25 de Mayo',
      'Victorica',
    ],
  },
  {
    name: 'La Rioja',
    slug: 'rioja',
    weight: 0.9,
    cities: ['La Rioja', 'Chilecito', 'Aimogasta', 'Chamical', 'Chepes', 'Villa Unión', 'Famatina', 'Anillaco'],
  },
  {
    name: 'Mendoza',
    slug: 'mza',
    weight: 4.4,
    cities: [
      'Mendoza',
      'San Rafael',
      'Godoy Cruz',
      'Guaymallén',
      'Las Heras',
      'Luján de Cuyo',
      'Maipú',
      'San Martín',
      'Malargüe',
      'Tunuyán',
      'General Alvear',
      'Rivadavia',
    ],
  },
  {
    name: 'Misiones',
    slug: 'mnes',
    weight: 2.8,
    cities: [
      'Posadas',
      'Oberá',
      'Eldorado',
      'Puerto Iguazú',
      'Garupá',
      'Apóstoles',
      'Leandro N. Alem',
      'Jardín América',
      'Montecarlo',
      'San Vicente',
      'Puerto Rico',
    ],
  },
  {
    name: 'Neuquén',
    slug: 'nqn',
    weight: 1.6,
    cities: [
      'Neuquén',
      'Cutral Có',
      'Centenario',
      'Plottier',
      'Zapala',
      'San Martín de los Andes',
      'Villa La Angostura',
      'Junín de los Andes',
      'Chos Malal',
      'Rincón de los Sauces',
    ],
  },
  {
    name: 'Río Negro',
    slug: 'rn',
    weight: 1.7,
    cities: [
      'San Carlos de Bariloche',
      'General Roca',
      'Cipolletti',
      'Viedma',
      'Villa Regina',
      'Allen',
      'Cinco Saltos',
      'El Bolsón',
      'San Antonio Oeste',
      'Choele Choel',
    ],
  },
  {
    name: 'Salta',
    slug: 'salta',
    weight: 3,
    cities: [
      'Salta',
      'San Ramón de la Nueva Orán',
      'Tartagal',
      'General Güemes',
      'Metán',
      'Cafayate',
      'Rosario de la Frontera',
      'Embarcación',
      'Cerrillos',
      'Joaquín V. González',
    ],
  },
  {
    name: 'San Juan',
    slug: 'sj',
    weight: 1.8,
    cities: ['San Juan', 'Rawson', 'Chimbas', 'Rivadavia', 'Santa Lucía', 'Pocito', 'Caucete', 'Albardón', 'Jáchal', 'Calingasta'],
  },
  {
    name: 'San Luis',
    slug: 'sl',
    weight: 1.1,
    cities: [
      'San Luis',
      'Villa Mercedes',
      'Merlo',
      'Juana Koslay',
      'La Punta',
      'Justo Daract',
      'La Toma',
      'Tilisarao',
      'Santa Rosa del Conlara',
    ],
  },
  {
    name: 'Santa Cruz',
    slug: 'sc',
    weight: 0.8,
    cities: [
      'Río Gallegos',
      'Caleta Olivia',
      'El Calafate',
      'Pico Truncado',
      'Puerto Deseado',
      'Las Heras',
      'Puerto San Julián',
      'El Chaltén',
      'Río Turbio',
      'Perito Moreno',
    ],
  },
  {
    name: 'Santa Fe',
    slug: 'sfe',
    weight: 7.7,
    cities: [
      'Rosario',
      'Santa Fe',
      'Rafaela',
      'Venado Tuerto',
      'Reconquista',
      'Villa Gobernador Gálvez',
      'Santo Tomé',
      'Esperanza',
      'San Lorenzo',
      'Casilda',
      'Funes',
      'Cañada de Gómez',
      'Granadero Baigorria',
    ],
  },
  {
    name: 'Santiago del Estero',
    slug: 'sgo',
    weight: 2.2,
    cities: ['Santiago del Estero', 'La Banda', 'Termas de Río Hondo', 'Añatuya', 'Frías', 'Fernández', 'Clodomira', 'Loreto', 'Quimilí'],
  },
  {
    name: 'Tierra del Fuego',
    slug: 'tdf',
    weight: 0.4,
    cities: [
      'Ushuaia',
      'Río Grande',
      'Tolhuin',
      'Puerto Almanza',
      'Lago Escondido',
      'San Sebastián',
      'Puerto Argentino',
      'Base Marambio',
      'Base Esperanza',
    ],
  },
  {
    name: 'Tucumán',
    slug: 'tucu',
    weight: 3.8,
    cities: [
      'San Miguel de Tucumán',
      'Yerba Buena',
      'Tafí Viejo',
      'Banda del Río Salí',
      'Concepción',
      'Aguilares',
      'Monteros',
      'Famaillá',
      'Tafí del Valle',
      'Lules',
      'Alderetes',
      'Simoca',
    ],
  },
];

/** Frozen: it never changes, and the db reset shares it instead of copying it. */
export const LOCATIONS: ApiLocationsJson = deepFreeze(
  PROVINCES.map((province, index) => {
    const id = index + 1;
    return { id, name: province.name, cities: province.cities.map((name, c) => ({ id: id * 100 + c + 1, name })) };
  }),
);

/** Province id -> seeding weight and nickname slug. */
export const PROVINCE_META: ReadonlyMap<number, { slug: string; weight: number }> = new Map(
  PROVINCES.map((p, index) => [index + 1, { slug: p.slug, weight: p.weight }]),
);

const provinceById = new Map(LOCATIONS.map((p) => [p.id, p]));
const cityById = new Map(LOCATIONS.flatMap((p) => p.cities.map((c) => [c.id, { ...c, provinceId: p.id }] as const)));

export function findProvince(id: number): { id: number; name: string } | undefined {
  return provinceById.get(id);
}

export function findCity(id: number): { id: number; name: string; provinceId: number } | undefined {
  return cityById.get(id);
}

/** 'Córdoba - Villa María', the "province - city" text lists show ('-' when unknown). */
export function locationText(provinceId: number, cityId: number): string {
  return `${findProvince(provinceId)?.name ?? '-'} - ${findCity(cityId)?.name ?? '-'}`;
}
