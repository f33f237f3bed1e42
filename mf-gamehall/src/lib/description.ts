// A text of a competition's description object (spec section 3: descriptions are objects the
// platform fills in the call's locale), or '' when it has none.
export const describedText = (description: Readonly<Record<string, unknown>>, key: string) => {
  const value = description[key];
  return typeof value === 'string' ? value : '';
};

/** A description's list of paragraphs (e.g. a tournament's rules); strings only. */
export const describedList = (description: Readonly<Record<string, unknown>>, key: string) => {
  const value = description[key];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
};
