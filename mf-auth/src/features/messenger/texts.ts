// Texts of the messenger feature, in the 'auth' namespace under 'messenger'.
export const uz = {} as const;
export const ru = {} as const;
