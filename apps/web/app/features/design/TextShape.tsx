import type Konva from 'konva';
import { Text } from 'react-konva';
import { fontFamilyOf } from './design-fonts';
import type { DesignText } from './new-elements';
import { LINE_HEIGHT, ptToMm } from './text-box';

/**
 * A text as the PDF prints it: lines split at '\n' only, never wrapped, each aligned in the box's
 * width; a line that would end below the box, or the part of a line past its width, is not drawn.
 */
export function TextShape({ text, ...node }: { text: DesignText } & Konva.ShapeConfig) {
  return (
    <Text
      {...node}
      width={text.width}
      height={text.height}
      text={text.text}
      fontFamily={fontFamilyOf(text.font)}
      fontSize={ptToMm(text.sizePt)}
      fontStyle={text.bold ? 'bold' : 'normal'}
      align={text.align}
      fill={text.colour}
      lineHeight={LINE_HEIGHT}
      wrap="none"
    />
  );
}
