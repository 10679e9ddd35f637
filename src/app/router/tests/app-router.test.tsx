/** The app router (router/app-router.ts): synchronous location for sagas, held navigation, contained crashes. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import { createMemoryAppRouter } from '../app-router';
import { useScreenTitleKey } from '@/store';
import { useNavigationHold } from '@/shared/ui/navigation-hold';
import { RouterView } from '../RouterView';

function Held({ onBlocked }: { onBlocked: () => void }) {
  useNavigationHold(true, onBlocked);
  return <p>held</p>;
}
function Title() {
  return <p data-testid="title">{useScreenTitleKey() ?? 'none'}</p>;
}
function Boom(): never {
  throw new Error('render failed');
}

const routes = (onBlocked = () => undefined): RouteObject[] => [
  {
    element: (
      <>
        <Title />
        <Link to="/b">to b</Link>
        <Outlet />
      </>
    ),
    children: [
      { path: '/a', element: <p>page a</p>, handle: { titleKey: 'titles.a' } },
      { path: '/b', element: <p>page b</p>, handle: { titleKey: 'titles.b' } },
      { path: '/held', element: <Held onBlocked={onBlocked} /> },
      { path: '/boom', element: <Boom /> },
    ],
  },
];

describe('app router', () => {
  it('[HOUSE] a navigation is visible to sagas at once and rendered as the next screen, with its title key', async () => {
    const router = createMemoryAppRouter(routes(), ['/a']);
    render(<RouterView router={router} />);
    expect(screen.getByText('page a')).toBeInTheDocument();
    expect(screen.getByTestId('title')).toHaveTextContent('titles.a');
    await act(() => router.navigate('/b?modal=x'));
    expect(router.state.location).toMatchObject({ pathname: '/b', search: '?modal=x' });
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByText('page b')).toBeInTheDocument();
    expect(screen.getByTestId('title')).toHaveTextContent('titles.b');
    await act(() => router.navigate('/a', { replace: true }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('[SHELL-31] while held, links, sagas and Back leave the route where it is and tell the holder each time', async () => {
    const onBlocked = jest.fn();
    const router = createMemoryAppRouter(routes(onBlocked), ['/a', '/held']);
    render(<RouterView router={router} />);
    expect(screen.getByText('held')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'to b' }));
    await act(() => router.navigate('/b'));
    await act(() => router.navigate(-1)); // Back
    expect(router.state.location.pathname).toBe('/held');
    expect(screen.getByText('held')).toBeInTheDocument();
    expect(onBlocked).toHaveBeenCalledTimes(3);
  });

  it('[SHELL-31] once nothing holds it, Back works again', async () => {
    const router = createMemoryAppRouter(routes(), ['/a', '/b']);
    const release = router.block(() => true);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/b');
    release();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/a');
  });

  it('[SHELL-31] [API-12] a forced navigation (the server-error screen, a logout) tells every holder and goes on', async () => {
    const router = createMemoryAppRouter(routes(), ['/a']);
    const first = jest.fn(() => true);
    const second = jest.fn(() => true);
    router.block(first);
    router.block(second);
    await act(() => router.navigate('/b'));
    expect(router.state.location.pathname).toBe('/a');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]); // the newest holds
    await act(() => router.navigate('/b', { force: true }));
    expect(router.state.location.pathname).toBe('/b');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 2]);
  });

  it('[HOUSE] a screen that throws shows the crash screen, and going elsewhere leaves it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryAppRouter(routes(), ['/boom']);
    render(<RouterView router={router} />);
    expect(screen.getByTestId('crash-screen')).toBeInTheDocument();
    await act(() => router.navigate('/a'));
    expect(await screen.findByText('page a')).toBeInTheDocument();
    expect(screen.queryByTestId('crash-screen')).not.toBeInTheDocument();
  });
});
