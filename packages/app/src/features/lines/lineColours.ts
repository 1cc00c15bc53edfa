import { type LineColourPair, lineColoursOf } from '@transit/core';
import type { LineBadgeLine } from '@transit/ui';

interface ColouredLine {
  readonly lineNumber: string;
  readonly colour: string | null;
  readonly textColour: string | null;
  readonly transportTypeCode: number;
}

/**
 * A line's badge in the colours of core's palettes: the feed's own colours, else its mode's, with the night variant
 * for a nocturnal line (the badge's own fallback knows no night variants).
 */
export function paletteBadge(line: ColouredLine, isNocturnal: boolean): LineBadgeLine {
  const colours: LineColourPair = lineColoursOf({ ...line, isNocturnal });
  return {
    lineNumber: line.lineNumber,
    colour: colours.colour,
    textColour: colours.textColour,
    transportTypeCode: line.transportTypeCode,
  };
}
