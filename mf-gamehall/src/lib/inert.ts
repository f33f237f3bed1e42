// What a control of a first screen does: nothing, since it is drawn on the edge, where nothing
// runs, and the page replaces it before it can be used.

export const NOTHING = () => undefined;
