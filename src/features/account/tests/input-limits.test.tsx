/**
 * A text input with a character limit (B §5): the report's description, driven as a member would with
 * the real store, sagas, routes and the demo API.
 */
import { screen, within } from '@testing-library/react';
import { db } from '@/mocks/db';
import { captureRequests, openScreen, SLOW } from './helpers';

const net = captureRequests();
const TARGET = 20;

const openReport = () => openScreen(`/report-user/${TARGET}`, 'report');

describe('a text input with a character limit', () => {
  it("[SHELL-54] the report description truncates at 500 with 'N de 500', filters control characters and is styled as an error when left blank", async () => {
    const { page, user } = await openReport();
    await user.selectOptions(within(page).getByLabelText('Motivo'), '11');
    const area = within(page).getByLabelText('Descripción');
    expect(page).toHaveTextContent('0 de 500');

    // Error styling on blur: leaving it blank marks it invalid at once, with the reason under it.
    await user.click(area);
    expect(area).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveClass('field__control');
    expect(area).toHaveAccessibleDescription(/Contanos qué pasó/);

    // Format filtering: control characters a pasted text carries are dropped; line breaks stay.
    await user.click(area);
    await user.paste('Me insultó\u0007 por\u0000 chat\nvarias veces');
    expect(area).toHaveValue('Me insultó por chat\nvarias veces');
    expect(area).not.toHaveAttribute('aria-invalid'); // typing clears the error
    expect(page).toHaveTextContent('32 de 500');

    // The limit truncates what goes over it, and the counter says so.
    await user.paste('x'.repeat(600));
    expect((area as HTMLTextAreaElement).value).toHaveLength(500);
    expect(page).toHaveTextContent('500 de 500');
    await user.keyboard('y');
    expect((area as HTMLTextAreaElement).value).toHaveLength(500);

    // What is sent is the filtered, truncated text.
    await user.click(within(page).getByRole('button', { name: 'Denunciar' }));
    await screen.findByTestId('report-done', {}, SLOW);
    const sent = await net.to('/v1/report', 'POST');
    expect(sent).toHaveLength(1);
    const text = `Me insultó por chat\nvarias veces${'x'.repeat(500 - 32)}`;
    expect(sent[0]!.body).toEqual({ reportText: text, reportId: 11, id: TARGET });
    expect(db.reports.at(-1)?.text).toBe(text);
  });
});
