// Texts of the header account widget, in the 'auth' namespace under 'widget'.
export const uz = {} as const;
export const ru = {} as const;
