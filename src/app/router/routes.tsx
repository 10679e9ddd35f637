/**
 * The route table (A §2, B §2). Public routes sit under PublicOnly (authenticated members are sent to the
 * authenticated area, AUTH-53), member routes under RequireAuth (visitors are sent home, AUTH-54); the
 * autologin, server-error and user-locked routes pass through (AUTH-55). Every screen is lazy: each
 * feature area is its own chunk, so '/' carries only the home page.
 */
import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { PublicOnly, RequireAuth } from './guards';
import { lazyScreens } from './lazy-screen';
import { PATHS, type RouteHandle } from '@/store';

// One chunk per area: a feature's screens and modals live in its screens/ folder, one file each, and
// the route table imports each file with its area's chunk name (webpack puts same-named imports in one
// chunk; the names keep the bench's output readable).
const Screens = lazyScreens({
  Home: () => import(/* webpackChunkName: "home" */ '@/features/home/screens/HomeScreen'),
  Register: () => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/RegisterScreen'),
  Login: () => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/LoginScreen'),
  PasswordRecovery: () => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/PasswordRecoveryScreen'),
  ResetPassword: () => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/ResetPasswordScreen'),
  Autologin: () => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/AutologinScreen'),
  UserLocked: () => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/UserLockedScreen'),
  Locked: () => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/LockedScreen'),
  Code: () => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/CodeScreen'),
  ServerError: () => import(/* webpackChunkName: "shell-screens" */ '@/features/shell/screens/ServerErrorScreen'),
  Debug: () => import(/* webpackChunkName: "shell-screens" */ '@/features/shell/screens/DebugScreen'),
  Dashboard: () => import(/* webpackChunkName: "dashboard" */ '@/features/dashboard/screens/DashboardScreen'),
  Matching: () => import(/* webpackChunkName: "matching" */ '@/features/dashboard/screens/MatchingScreen'),
  MessageList: () => import(/* webpackChunkName: "messages" */ '@/features/messages/screens/MessageListScreen'),
  SubscribeDone: () => import(/* webpackChunkName: "paywall-pages" */ '@/features/paywall/screens/SubscribeDoneScreen'),
  ThankYou: () => import(/* webpackChunkName: "paywall-pages" */ '@/features/paywall/screens/ThankYouScreen'),
  Covid: () => import(/* webpackChunkName: "paywall-pages" */ '@/features/paywall/screens/CovidScreen'),
  MemberList: () => import(/* webpackChunkName: "lists" */ '@/features/lists/screens/MemberListScreen'),
  SearchResults: () => import(/* webpackChunkName: "search" */ '@/features/search/screens/SearchResultsScreen'),
  MyAccount: () => import(/* webpackChunkName: "account" */ '@/features/account/screens/MyAccountScreen'),
  Unsubscribe: () => import(/* webpackChunkName: "account" */ '@/features/account/screens/UnsubscribeScreen'),
  Refund: () => import(/* webpackChunkName: "account" */ '@/features/account/screens/RefundScreen'),
  Report: () => import(/* webpackChunkName: "account" */ '@/features/account/screens/ReportScreen'),
  AddToHome: () => import(/* webpackChunkName: "pwa-screens" */ '@/features/pwa/screens/AddToHomeScreen'),
  MyProfile: () => import(/* webpackChunkName: "my-profile" */ '@/features/my-profile/screens/MyProfileScreen'),
});

const h = (titleKey: string): { handle: RouteHandle } => ({ handle: { titleKey } });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: PATHS.HOME, element: <Screens.Home /> },
          { path: `${PATHS.REGISTER}/:token?`, element: <Screens.Register />, ...h('titles.register') },
          { path: PATHS.LOGIN, element: <Screens.Login />, ...h('titles.login') },
          { path: PATHS.PASSWORD_RECOVERY, element: <Screens.PasswordRecovery />, ...h('titles.passwordRecovery') },
          { path: `${PATHS.RESET_PASSWORD}/:id?`, element: <Screens.ResetPassword />, ...h('titles.resetPassword') },
          { path: `${PATHS.LOCKED}/:mail?`, element: <Screens.Locked />, ...h('titles.locked') },
          { path: PATHS.CODE, element: <Screens.Code />, ...h('titles.code') },
        ],
      },
      // Pass through the guard (AUTH-55) / public to all (AUTH-51).
      { path: `${PATHS.AUTOLOGIN}/:token?/:action?/:user?/:origin?`, element: <Screens.Autologin /> },
      { path: PATHS.SERVER_ERROR, element: <Screens.ServerError />, ...h('titles.serverError') },
      { path: PATHS.USER_LOCKED, element: <Screens.UserLocked />, ...h('titles.userLocked') },
      {
        element: <RequireAuth />,
        children: [
          { path: PATHS.DASHBOARD_RECENT, element: <Screens.Dashboard kind="recent" />, ...h('titles.dashboardRecent') },
          { path: PATHS.DASHBOARD_NEW, element: <Screens.Dashboard kind="new" />, ...h('titles.dashboardNew') },
          { path: PATHS.DASHBOARD_ONLINE, element: <Screens.Dashboard kind="online" />, ...h('titles.dashboardOnline') },
          { path: PATHS.MATCHING, element: <Screens.Matching />, ...h('titles.recommended') },
          { path: PATHS.MESSAGE_RECEIVED, element: <Screens.MessageList box="received" />, ...h('titles.messages') },
          { path: PATHS.MESSAGE_SENT, element: <Screens.MessageList box="sent" />, ...h('titles.messages') },
          { path: PATHS.LIKES_RECEIVED, element: <Screens.MemberList kind="matches" />, ...h('titles.likesReceived') },
          { path: PATHS.LIKES_SENT, element: <Screens.MemberList kind="likes" />, ...h('titles.likesSent') },
          { path: PATHS.VISITS_RECEIVED, element: <Screens.MemberList kind="visitsReceived" />, ...h('titles.visitsReceived') },
          { path: PATHS.VISITS_SENT, element: <Screens.MemberList kind="visitsSent" />, ...h('titles.visitsSent') },
          { path: PATHS.DISLIKES, element: <Screens.MemberList kind="dislikes" />, ...h('titles.dislikes') },
          { path: PATHS.SEARCH_RESULTS, element: <Screens.SearchResults />, ...h('titles.searchResults') },
          { path: PATHS.MY_PROFILE, element: <Screens.MyProfile />, ...h('titles.myProfile') },
          { path: PATHS.MY_ACCOUNT, element: <Screens.MyAccount />, ...h('titles.myAccount') },
          { path: PATHS.UNSUBSCRIBE_ONE, element: <Screens.Unsubscribe step={1} />, ...h('titles.unsubscribe') },
          { path: PATHS.UNSUBSCRIBE_TWO, element: <Screens.Unsubscribe step={2} />, ...h('titles.unsubscribe') },
          { path: PATHS.UNSUBSCRIBE_THREE, element: <Screens.Unsubscribe step={3} />, ...h('titles.unsubscribe') },
          { path: PATHS.UNSUBSCRIBE_FOUR, element: <Screens.Unsubscribe step={4} />, ...h('titles.unsubscribe') },
          { path: `${PATHS.REPORT_USER}/:id`, element: <Screens.Report />, ...h('titles.reportUser') },
          { path: PATHS.COVID, element: <Screens.Covid />, ...h('titles.covid') },
          { path: PATHS.REFUND, element: <Screens.Refund />, ...h('titles.refund') },
          { path: PATHS.SUBSCRIBE_DONE, element: <Screens.SubscribeDone />, ...h('titles.subscribeDone') },
          { path: PATHS.THKYOUPAGE, element: <Screens.ThankYou />, ...h('titles.thankYou') },
          { path: PATHS.ADD_TO_HOME_SCREEN, element: <Screens.AddToHome />, ...h('titles.addToHomeScreen') },
          { path: PATHS.DEBUG, element: <Screens.Debug />, ...h('titles.debug') },
        ],
      },
      // SHELL-27: any unknown path redirects to '/'.
      { path: '*', element: <Navigate to={PATHS.HOME} replace /> },
    ],
  },
];
