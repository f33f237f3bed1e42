// Texts of the register flow, in the 'auth' namespace under 'register'.
export const uz = {} as const;
export const ru = {} as const;
