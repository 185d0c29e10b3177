import type { SessionUser } from '@portal/contracts';
import { roleLabels } from '@portal/contracts/roles';
import { homeTexts } from '@portal/copy';
import { useNavigate } from '@tanstack/react-router';
import {
  Button as AriaButton,
  Header,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Section,
} from 'react-aria-components';
import { useLogout } from '../../api/logout';
import { Icon } from '../../ui';

/** The initials of a full name (at most two): the avatar when there is no picture (client-portal.md §2). */
export function initialsOf(fullName: string): string {
  return (
    fullName
      .split(/\s+/)
      // A title ('Lic.', 'Dra.') is not part of the name.
      .filter((word) => word !== '' && !word.endsWith('.'))
      .slice(0, 2)
      .map((part) => part[0]?.toLocaleUpperCase('es-MX') ?? '')
      .join('')
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-hidden data-[focused]:bg-slate-100 data-[disabled]:cursor-default data-[disabled]:text-slate-500';

/** The user dropdown: name, e-mail, role; 'Mi Perfil', 'Configuración' (not yet), 'Cerrar Sesión Segura'. */
export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const { logout } = useLogout('/login');
  return (
    <MenuTrigger>
      <AriaButton
        aria-label={`${homeTexts.menu.open}: ${user.fullName}`}
        className="flex items-center gap-2 rounded-full p-1 pr-2 outline-hidden hover:bg-slate-100 data-[focus-visible]:ring-3 data-[focus-visible]:ring-teal-600"
      >
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white"
        >
          {initialsOf(user.fullName)}
        </span>
        <Icon name="user" className="size-4 text-slate-600" />
      </AriaButton>
      <Popover
        placement="bottom end"
        className="w-64 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        <Menu
          className="outline-hidden"
          onAction={(key) => {
            if (key === 'profile') void navigate({ to: '/mi-perfil' });
            if (key === 'logout') logout();
          }}
          disabledKeys={['settings']}
        >
          <Section>
            <Header className="flex flex-col gap-0.5 border-b border-slate-100 px-3 py-2">
              <span className="font-semibold text-navy-900">{user.fullName}</span>
              <span className="truncate text-sm text-slate-600">{user.email}</span>
              <span className="text-xs font-semibold text-slate-500">{roleLabels[user.role].name}</span>
            </Header>
            <MenuItem id="profile" className={itemClass}>
              <Icon name="user" className="size-4" /> {homeTexts.menu.profile}
            </MenuItem>
            <MenuItem id="settings" className={itemClass} textValue={homeTexts.menu.settings}>
              <Icon name="spark" className="size-4" /> {homeTexts.menu.settings} ({homeTexts.settingsSoon})
            </MenuItem>
            <MenuItem id="logout" className={itemClass}>
              <Icon name="logout" className="size-4" /> {homeTexts.menu.logout}
            </MenuItem>
          </Section>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
