// metadata.*: the site-wide settings the shell reads before anything else.
import { CURRENCIES, DEFAULT_CURRENCY, LOCALES } from '../config';
import type { GeneralInfo } from '@omad/contract/api';
import type { MethodHandlers } from '../http/rpc';

export const metadataMethods = {
  'metadata.getgeneralinfo': async ({ services }): Promise<GeneralInfo> => ({
    analytic: {},
    available_currencies: [...CURRENCIES],
    available_locales: [...LOCALES],
    default_currency: DEFAULT_CURRENCY,
    is_seon_enabled: false,
    domain_state: 'active',
    domain_type: 'main',
    time_to_force_logout: services.forceLogoutSeconds,
    is_bonus_isolation_enabled: false,
    is_game_history_export_enabled: true,
    user_inactivity_cashier_time: 900,
    user_inactivity_pp_time: 900,
  }),
} satisfies MethodHandlers;
