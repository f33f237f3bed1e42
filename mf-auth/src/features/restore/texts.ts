// Texts of the restore flow, in the 'auth' namespace under 'restore'.
export const uz = {} as const;
export const ru = {} as const;
