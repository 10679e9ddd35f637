/** The plan catalogue and the paywall (API-57) that offers it. */
import { HttpResponse } from 'msw';
import { db, xssText } from '../../db';
import type { DbMember } from '../../db';
import { int, memberRoute } from '../base';

export interface DemoPlan {
  idabono: number;
  idabonoregular: number;
  tipoPago: string;
  callToAction: string;
  descuento: string;
  unpagovalor: string;
  unpagodecimal: string;
  totalvalor: string;
  totaldecimal: string;
  descripcion_externa: string;
  posicion: number;
  quantity: number;
  variant: string;
  list: string[];
  priceYear: string;
}

const plan = (p: Partial<DemoPlan> & Pick<DemoPlan, 'idabono' | 'descripcion_externa' | 'unpagovalor' | 'totalvalor'>): DemoPlan => ({
  idabonoregular: p.idabono,
  tipoPago: 'mercadopago',
  callToAction: 'Suscribirme',
  descuento: '',
  unpagodecimal: '00',
  totaldecimal: '00',
  posicion: 1,
  quantity: 1,
  variant: 'default',
  list: ['Mensajes ilimitados', 'Leé todos tus mensajes'],
  priceYear: '',
  ...p,
});

/** The demo's plan catalogue (B §9: 6602 hidden, 41 special, 970 without the single-payment line, 6041 the 3-day promo). */
export const DEMO_PLANS: Record<number, DemoPlan> = {
  6602: plan({ idabono: 6602, descripcion_externa: 'Plan interno', unpagovalor: '1', totalvalor: '1', posicion: 0 }),
  41: plan({
    idabono: 41,
    descripcion_externa: 'Plan 12 meses',
    descuento: '60% OFF',
    unpagovalor: '2499',
    unpagodecimal: '90',
    totalvalor: '29998',
    totaldecimal: '80',
    callToAction: 'Quiero este plan',
    list: ['Mensajes ilimitados', 'Leé todos tus mensajes', 'Mejor ubicación en las búsquedas'],
    priceYear: '29998,80',
    quantity: 12,
  }),
  44: plan({ idabono: 44, descripcion_externa: 'Plan 1 mes', unpagovalor: '6499', unpagodecimal: '00', totalvalor: '6499', posicion: 2 }),
  970: plan({
    idabono: 970,
    descripcion_externa: 'Plan 6 meses',
    descuento: '35% OFF',
    unpagovalor: '4199',
    unpagodecimal: '50',
    totalvalor: '25197',
    posicion: 2,
    quantity: 6,
  }),
  47: plan({
    idabono: 47,
    descripcion_externa: 'Plan 3 meses',
    tipoPago: 'mobbex',
    unpagovalor: '5299',
    totalvalor: '15897',
    posicion: 2,
    quantity: 3,
  }),
  6041: plan({
    idabono: 6041,
    descripcion_externa: 'PLAN 3 DÍAS',
    unpagovalor: '10',
    unpagodecimal: '00',
    totalvalor: '300',
    callToAction: 'Probar 3 días',
    posicion: 1,
  }),
};

/** Which plans each paywall type offers, in order (the client hides 6602 and shows the first two). */
function plansFor(type: string, idabono: number | null): DemoPlan[] {
  let ids: number[];
  if (type === 'SM') ids = [6602, 41, 970, 44];
  else if (['27', '28', '29', '30', '31', '32'].includes(type)) ids = [6041, 41];
  else if (type === 'MOBBEX') ids = [47, 41];
  else ids = [6602, 41, 44, 970];
  if (idabono && DEMO_PLANS[idabono] && !ids.includes(idabono)) ids = [idabono, ...ids.filter((i) => i !== 6602)];
  else if (idabono && DEMO_PLANS[idabono]) ids = [idabono, ...ids.filter((i) => i !== idabono)];
  return ids.map((i) => DEMO_PLANS[i]).filter((p): p is DemoPlan => !!p);
}

/** Under the XSS corpus switch (db/xss.ts) every text of the paywall is a corpus entry. */
function xssPaywall(plans: DemoPlan[]) {
  return {
    header: { textOne: xssText(0), textTwo: xssText(3), textThree: xssText(24) },
    plans: plans.map((p, i) => ({
      ...p,
      descripcion_externa: xssText(i * 5 + 1),
      callToAction: xssText(i * 5 + 2),
      descuento: xssText(i * 5 + 8),
      variant: xssText(i * 5 + 4),
      list: [xssText(i * 5 + 5), xssText(i * 5 + 6), xssText(-1)],
    })),
    footer: {
      legal: [xssText(7), xssText(8), xssText(13), xssText(-1)],
      modalRenovacion: { title: xssText(9), content: xssText(10) },
    },
  };
}

function paywallJson(member: DbMember, type: string, nickname: string, idabono: number | null) {
  if (db.xss) return xssPaywall(plansFor(type, idabono));
  return {
    header: {
      textOne: `¡${nickname || member.nickname}, no te quedes con las ganas!`,
      textTwo: type === 'SM' ? 'Suscribite para enviar tu mensaje.' : 'Suscribite para leer y responder tus mensajes.',
      textThree: 'Chateá sin límites con quien quieras.',
    },
    plans: plansFor(type, idabono),
    footer: {
      legal: [
        'Los planes se renuevan automáticamente al finalizar cada período. Podés cancelar cuando quieras desde Mi cuenta.',
        'Precios finales en pesos argentinos (IVA incluido).',
      ],
      modalRenovacion: {
        title: 'Renovación automática',
        content:
          'Tu suscripción se renueva automáticamente al terminar el período contratado, con el mismo medio de pago.\nPodés cancelar la renovación en cualquier momento desde Mi cuenta > Suscripción, y seguís disfrutando del plan hasta su vencimiento.',
      },
    },
  };
}

export const paywallHandlers = [
  /** API-57 */
  memberRoute.get('/v2/paywall', ({ request, member }) => {
    const q = new URL(request.url).searchParams;
    const type = q.get('type') || 'RM';
    return HttpResponse.json(paywallJson(member, type, q.get('nickname') ?? '', int(q.get('idabono'))));
  }),
];
