/** Language, exact texts and placeholders (I18N-01, I18N-03, I18N-04, I18N-05). */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { i18n, LOCALE } from './index';

const dir = join(__dirname, '../../../locales/es-AR');
const allTexts: string[] = [];
function collect(v: unknown): void {
  if (typeof v === 'string') allTexts.push(v);
  else if (Array.isArray(v)) v.forEach(collect);
  else if (v && typeof v === 'object') Object.values(v).forEach(collect);
}
for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) collect(JSON.parse(readFileSync(join(dir, f), 'utf8')));
/** The spec writes placeholders as {n}; i18next as {{count}}: compare the text around them. */
const normal = (t: string) => t.replace(/\{\{\s*\w+\s*\}\}|\{\w+\}/g, '{}');
const inLocales = (text: string) => allTexts.some((t) => normal(t).includes(normal(text)));

describe('texts', () => {
  it('[I18N-01] the app speaks Argentine Spanish: es-AR everywhere', () => {
    expect(LOCALE).toBe('es-AR');
    expect(i18n.language).toBe('es-AR');
    expect(readFileSync(join(__dirname, '../../../public/index.html'), 'utf8')).toContain('<html lang="es-AR">');
    expect(readdirSync(join(dir, '..'))).toEqual(['es-AR']);
  });

  // The quoted texts of the areas built so far (entry, shell, API catalogue, messaging, realtime,
  // discovery), exactly as the spec writes them, including its own unaccented spellings.
  it.each([
    '¡Oops!',
    'Se ha producido un error en la conexión. Volvé a intentarlo mas tarde.',
    'Volver',
    'INVALID STATUS: {status}',
    'Al registrarte aceptás nuestros términos y condiciones.',
    'El email es incorrecto',
    'La contraseña es incorrecta',
    'La fecha de nacimiento es incorrecta',
    'Tenés que seleccionar una opción',
    'Tenés que seleccionar una provincia',
    'Tenés que seleccionar una ciudad',
    'El Email es inválido o ya está registrado',
    'El Email o el Password son inválidos',
    'El Email ingresado es inválido',
    'Se ha enviado un email a {email} con el link para reestablecer tu contraseña',
    'El código ingresado no es correcto, asegurate de escribirlo tal cual lo recibiste.',
    'Tu cuenta fue validada',
    'Ingresando...',
    'Te envió un mensaje',
    'Tenés',
    '{n} nuevos mensajes',
    '{n} nuevas visitas',
    'Visito tu perfil',
    '¡Se gustan!',
    'Escribiendo...',
    'Online',
    'Tenes una videollamada',
    'Aceptar',
    'Recepción de fotos',
    'Por tu seguridad, las fotos vienen desactivadas por defecto. ¿Querés empezar a ver las fotos que te envía esta persona?',
    'Cancelar',
    'Confirmar',
    'Me escribió un texto ofensivo',
    'Me envió una foto inadecuada',
    'Perfil Falso',
    'Otro tipo de denuncia',
    'Bloquear usuario',
    'Debido a que recibimos denuncias sobre tu perfil no vas a poder iniciar video chat.',
    'Para iniciar un video chat antes tenes que haber tenido una conversacion',
    'Denuncia',
    'La denuncia ha sido enviada correctamente',
    'Recibidos',
    'Enviados',
    'Enviale un mensaje',
    'Denunciar a este usuario',
    'La persona ya fue denunciada',
    'arrepentimiento',
    'No hay resultados',
  ])('[I18N-03] %s', (text) => {
    expect(inLocales(text)).toBe(true);
  });

  it('[I18N-04] placeholders are replaced by the actual values', () => {
    expect(i18n.t('invalidStatus', { status: 418 })).toBe('INVALID STATUS: 418');
    expect(i18n.t('landscape.text', { appName: 'Flechazo' })).toBe('Flechazo se usa con el teléfono en vertical.');
    expect(i18n.t('menu.version', { version: '1.2.0 (x)' })).toBe('Versión 1.2.0 (x)');
  });

  it('[I18N-05] ages are shown with the word años', () => {
    expect(i18n.t('years', { count: 29 })).toBe('29 años');
  });
});
