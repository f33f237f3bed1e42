// Texts of the complete-registration flow, in the 'auth' namespace under 'complete-registration'.
export const uz = {} as const;
export const ru = {} as const;
