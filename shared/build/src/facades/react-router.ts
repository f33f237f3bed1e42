// What the page's one copy of react-router carries: its declarative API, the part the shell
// and the remotes use. The federation share scope provides this module under the key
// 'react-router', so unused parts of the package (data routers, server rendering, RSC) are
// left out of the bundle. A remote that needs more adds it here (a contract change).
export {
  BrowserRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutlet,
  useParams,
  useResolvedPath,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
} from '@omad/facade-target/react-router';
