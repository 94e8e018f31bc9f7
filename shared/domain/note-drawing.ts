/**
 * A drawing on a note's frame: vector shapes (pen strokes, arrows, rectangles) in coordinates normalised to
 * the VIDEO's picture (0..1 of the displayed picture's width and height: shared/lib/video-box.ts), so a
 * drawing lands on the same spot of the picture at any player size, letterboxed or pillarboxed, on a phone.
 * The server accepts only these shapes, colours and sizes.
 */
import * as z from 'zod/mini';
import type { DRAWING_COLOUR_NAMES } from '../messages/annotation-messages';
import { ANNOTATION_MESSAGES } from '../messages/annotation-messages';

export const DRAWING_COLOURS = [
  'red',
  'yellow',
  'green',
  'blue',
  'white',
] as const satisfies readonly (keyof typeof DRAWING_COLOUR_NAMES)[];
export type DrawingColour = (typeof DRAWING_COLOURS)[number];

/** The CSS colour of each drawing colour (bright on dark and light pictures; outlined when drawn). */
export const DRAWING_COLOUR_VALUES: Record<DrawingColour, string> = {
  red: '#ef4444',
  yellow: '#facc15',
  green: '#22c55e',
  blue: '#3b82f6',
  white: '#ffffff',
};

export const DRAWING_TOOLS = ['pen', 'arrow', 'rect'] as const;
export type DrawingTool = (typeof DRAWING_TOOLS)[number];

export const DRAWING_LIMITS = {
  /** Shapes in one drawing. */
  shapesMax: 40,
  /** Points of one pen stroke. */
  strokePointsMax: 400,
  /** Points of every shape together (arrow and rectangle count 2). */
  pointsMax: 1600,
  /** Decimal places kept of a normalised coordinate (1/10000 of the picture). */
  coordinateDecimals: 4,
  /** The drawing's JSON size in bytes (a pen stroke at the cap is ~7 KB; a note's text is up to 5000). */
  jsonBytesMax: 24_000,
} as const;

const coordinate = z.number().check(z.gte(0), z.lte(1));
/** A point of the picture: [x, y], 0..1 from its top-left corner. */
export const drawingPointSchema = z.tuple([coordinate, coordinate]);
export type DrawingPoint = z.infer<typeof drawingPointSchema>;

const colour = z.enum(DRAWING_COLOURS);

export const drawingShapeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pen'),
    colour,
    points: z.array(drawingPointSchema).check(z.minLength(1), z.maxLength(DRAWING_LIMITS.strokePointsMax)),
  }),
  z.object({ kind: z.literal('arrow'), colour, from: drawingPointSchema, to: drawingPointSchema }),
  z.object({ kind: z.literal('rect'), colour, from: drawingPointSchema, to: drawingPointSchema }),
]);
export type DrawingShape = z.infer<typeof drawingShapeSchema>;

export function shapePointCount(shape: DrawingShape): number {
  return shape.kind === 'pen' ? shape.points.length : 2;
}

export function drawingPointCount(drawing: { shapes: readonly DrawingShape[] }): number {
  return drawing.shapes.reduce((sum, s) => sum + shapePointCount(s), 0);
}

function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

export const noteDrawingSchema = z
  .object({
    shapes: z.array(drawingShapeSchema).check(z.minLength(1), z.maxLength(DRAWING_LIMITS.shapesMax)),
  })
  .check(
    z.refine((d) => drawingPointCount(d) <= DRAWING_LIMITS.pointsMax, {
      message: ANNOTATION_MESSAGES.drawingTooLarge,
    }),
    z.refine((d) => jsonBytes(d) <= DRAWING_LIMITS.jsonBytesMax, {
      message: ANNOTATION_MESSAGES.drawingTooLarge,
    }),
  );
export type NoteDrawing = z.infer<typeof noteDrawingSchema>;

/** Whether one more shape of `points` points still fits a drawing (the editor stops adding past the caps). */
export function drawingHasRoom(shapes: readonly DrawingShape[], points: number): boolean {
  return (
    shapes.length < DRAWING_LIMITS.shapesMax &&
    drawingPointCount({ shapes }) + points <= DRAWING_LIMITS.pointsMax
  );
}

/** A normalised coordinate rounded to the stored precision and clamped to the picture. */
export function roundCoordinate(value: number): number {
  const factor = 10 ** DRAWING_LIMITS.coordinateDecimals;
  return Math.min(1, Math.max(0, Math.round(value * factor) / factor));
}
