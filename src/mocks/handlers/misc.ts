/** Small extras of the demo host: an index page for humans and a stand-in video-call room. */
import { http, HttpResponse } from 'msw';
import { DEMO_ACCOUNTS } from '../db';
import { apiUrl } from './base';

export const miscHandlers = [
  /** GET / answers something useful (start scripts also poll it to know the server is up). */
  http.get(apiUrl('/'), () =>
    HttpResponse.json({
      name: 'Flechazo demo API',
      accounts: Object.values(DEMO_ACCOUNTS).map(({ email, password, description }) => ({ email, password, description })),
      control: [
        'POST /__demo/scenario',
        'DELETE /__demo/scenario',
        'GET /__demo/outbox',
        'POST /__demo/reset',
        'POST /__demo/trigger',
        'GET /__demo/realtime',
        'POST /__demo/tokens/expire',
      ],
    }),
  ),

  /** Where video-call invitations (message type 3) point: the popup opens this page (OPEN-28). */
  http.get(apiUrl('/videollamada/:room'), ({ params }) =>
    HttpResponse.text(
      `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>Videollamada</title></head>` +
        `<body style="font-family:sans-serif;text-align:center;padding:2rem"><h1>Videollamada de demostración</h1>` +
        `<p>Sala ${String(params.room).replace(/[^\w-]/g, '')}. En la app real acá empieza el video chat.</p></body></html>`,
      { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
    ),
  ),
];
