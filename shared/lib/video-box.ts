/**
 * Where a video's picture sits inside its player element, and the mapping between the element's pixels and
 * coordinates normalised to the picture (0..1 of the DISPLAYED picture's width and height, from its top-left).
 *
 * A player shows the picture with `object-fit: contain`: scaled to fit, centred, with bars above and below
 * (letterbox: the picture is wider than the element) or left and right (pillarbox: it is taller). A source
 * with rotation metadata (a phone's portrait clip stored as landscape + 90°) is displayed rotated, so its
 * displayed width and height are its coded ones swapped at 90° and 270°. Drawings store normalised
 * coordinates of the displayed picture, so they land on the same spot at any element size.
 */

export interface Size {
  width: number;
  height: number;
}

/** A rectangle in the element's pixels (left/top from the element's top-left corner). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Clockwise rotation in degrees, normalised to 0, 90, 180 or 270 (other values: nearest quarter turn). */
export function quarterTurn(rotation: number | null | undefined): 0 | 90 | 180 | 270 {
  if (typeof rotation !== 'number' || !Number.isFinite(rotation)) return 0;
  const turns = (((Math.round(rotation / 90) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
  return ([0, 90, 180, 270] as const)[turns];
}

/** The picture's displayed size: the coded size, swapped when the source is rotated a quarter turn. */
export function displayedSize(coded: Size, rotation?: number | null): Size {
  const turn = quarterTurn(rotation);
  return turn === 90 || turn === 270 ? { width: coded.height, height: coded.width } : { ...coded };
}

function positive(n: number): boolean {
  return Number.isFinite(n) && n > 0;
}

/**
 * The picture's box in the element (object-fit: contain, centred). When the picture's size is unknown the
 * whole element is the box.
 */
export function contentBox(element: Size, picture: Size | null | undefined, rotation?: number | null): Box {
  if (!positive(element.width) || !positive(element.height)) return { left: 0, top: 0, width: 0, height: 0 };
  if (!picture || !positive(picture.width) || !positive(picture.height))
    return { left: 0, top: 0, width: element.width, height: element.height };
  const shown = displayedSize(picture, rotation);
  const scale = Math.min(element.width / shown.width, element.height / shown.height);
  const width = shown.width * scale;
  const height = shown.height * scale;
  return { left: (element.width - width) / 2, top: (element.height - height) / 2, width, height };
}

/** An element pixel as a normalised picture coordinate, clamped to the picture (a drag may leave it). */
export function toNormalised(point: Point, box: Box): Point {
  if (!positive(box.width) || !positive(box.height)) return { x: 0, y: 0 };
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return { x: clamp((point.x - box.left) / box.width), y: clamp((point.y - box.top) / box.height) };
}

/** A normalised picture coordinate as an element pixel. */
export function fromNormalised(point: Point, box: Box): Point {
  return { x: box.left + point.x * box.width, y: box.top + point.y * box.height };
}

/** Whether an element pixel falls on the picture (not on the bars). */
export function isOnPicture(point: Point, box: Box): boolean {
  return (
    point.x >= box.left &&
    point.x <= box.left + box.width &&
    point.y >= box.top &&
    point.y <= box.top + box.height
  );
}
