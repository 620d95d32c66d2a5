import type { ClientConfig } from '@portal/domain';
import { createContext, useContext, type ReactNode } from 'react';

const ConfigContext = createContext<ClientConfig | null>(null);

/** The runtime config read from /api/config before the router renders. */
export function ConfigProvider({ config, children }: { config: ClientConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConfig(): ClientConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig needs a ConfigProvider');
  return config;
}
