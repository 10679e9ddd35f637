import { parseNotice } from './notice';

describe('notice HTML', () => {
  it('[MSG-21] keeps only text, and parses no event-handler attribute (nothing for the CSP to report)', () => {
    const parsed: string[] = [];
    const real = DOMParser.prototype.parseFromString;
    const spy = jest.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (this: DOMParser, html, type) {
      parsed.push(String(html));
      return real.call(this, html, type);
    });
    const notice = parseNotice(
      '<h2>¡Hola!</h2><img src=x onerror="alert(1)"><svg/onload=alert(2)></svg><p ONCLICK=\'x\'>Tenés <b>3</b> visitas</p>',
    );
    spy.mockRestore();
    expect(notice).toEqual({ title: '¡Hola!', body: 'Tenés 3 visitas' });
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).not.toMatch(/\son[a-z]+\s*=|\/on[a-z]+\s*=/i);
  });
});
