// Texts of the social feature, in the 'auth' namespace under 'social'.
export const uz = {} as const;
export const ru = {} as const;
