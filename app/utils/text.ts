/** Words with their first letter in capitals: a sentence that begins with a name ('your visit …'), a label at the start of a line. */
export const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
