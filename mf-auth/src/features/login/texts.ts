// Texts of the login flow, in the 'auth' namespace under 'login'.
export const uz = {} as const;
export const ru = {} as const;
