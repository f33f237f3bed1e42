// Texts of the hints feature, in the 'auth' namespace under 'hints'.
export const uz = {} as const;
export const ru = {} as const;
