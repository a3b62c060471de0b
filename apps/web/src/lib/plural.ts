// "1 sensor", "3 sensors": a count with its noun, for the English the screens are written in.
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
