import type { SessionUser } from '@portal/contracts';
import { homeTexts } from '@portal/copy';
import { Link } from '@tanstack/react-router';
import { Brand } from '../../components/Brand';
import { StaffNavOf } from '../../components/StaffHeader';
import { UserMenu } from './UserMenu';

const linkClass =
  'rounded-md px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-navy-900';

/**
 * The home's header (client-portal.md §2): 'Mi Cuenta', the anchors, the menu; staff get their navigation below
 * (for administrators it holds the spec's 'Usuarios' and 'Panel Admin' links, with the rest of their pages).
 */
export function HomeHeader({ user }: { user: SessionUser }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Brand />
        <nav aria-label={homeTexts.title} className="flex flex-wrap items-center gap-1">
          <Link to="/mi-proceso" className={linkClass} activeProps={{ 'aria-current': 'page' }}>
            {homeTexts.myAccount}
          </Link>
          <a href="#indicators" className={linkClass}>
            {homeTexts.anchors.indicators}
          </a>
          <a href="#security" className={linkClass}>
            {homeTexts.anchors.security}
          </a>
          <a href="#news" className={linkClass}>
            {homeTexts.anchors.news}
          </a>
          <UserMenu user={user} />
        </nav>
        {user.role !== 'client' && (
          <div className="w-full min-w-0">
            <StaffNavOf role={user.role} />
          </div>
        )}
      </div>
    </header>
  );
}
