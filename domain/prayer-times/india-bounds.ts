/**
 * India's territory as India's maps draw it (all of Jammu and Kashmir and Ladakh included), the Andaman and
 * Nicobar Islands and Lakshadweep: an outline of the mainland less Nepal, Bhutan and Bangladesh, and a box
 * around each group of islands. Drawn to within about 20 km, on the generous side of each border, so that
 * no masjid in India is refused: it catches a latitude and longitude swapped or with the wrong sign, and a
 * link to a place in another country, not a point a few kilometres across a border.
 *
 * Points are [latitude, longitude] in degrees.
 */
type Ring = readonly (readonly [number, number])[];

const MAINLAND: Ring = [
  // The border with Pakistan, from Sir Creek north to Jammu, then Jammu and Kashmir's western edge.
  [23.4, 67.8],
  [24.35, 68.8],
  [24.35, 70.3],
  [24.3, 70.9],
  [24.6, 71.15],
  [25.2, 70.9],
  [25.7, 70.25],
  [26.1, 70.1],
  [26.6, 69.8],
  [27.0, 69.5],
  [27.4, 69.8],
  [27.8, 70.3],
  [28.1, 70.75],
  [28.6, 71.85],
  [29.2, 72.95],
  [29.6, 73.25],
  [30.0, 73.5],
  [30.4, 73.85],
  [30.95, 74.5],
  [31.6, 74.52],
  [32.0, 74.95],
  [32.4, 75.4],
  [32.5, 75.05],
  [32.5, 74.7],
  [32.9, 74.42],
  [32.82, 74.05],
  [33.05, 73.75],
  [33.6, 73.55],
  [34.0, 73.45],
  [34.45, 73.35],
  [34.8, 73.75],
  [35.15, 73.75],
  [35.4, 73.4],
  [35.9, 72.9],
  [36.3, 72.7],
  [36.75, 73.1],
  [37.0, 73.9],
  // The north: Gilgit-Baltistan, the Shaksgam valley and Aksai Chin, then Himachal's and Uttarakhand's border.
  [37.1, 74.6],
  [36.85, 75.45],
  [36.5, 76.2],
  [36.2, 77.0],
  [35.6, 77.8],
  [35.9, 78.2],
  [36.1, 78.9],
  [35.9, 79.7],
  [35.7, 80.3],
  [35.2, 80.3],
  [34.6, 79.9],
  [34.3, 79.4],
  [32.65, 79.5],
  [32.45, 79.2],
  [32.2, 78.6],
  [31.85, 78.8],
  [31.3, 79.0],
  [31.0, 79.4],
  [30.7, 80.0],
  [30.4, 80.6],
  [30.25, 81.1],
  // Along Nepal's northern border (Nepal is taken out below), Sikkim, Bhutan's north, then Arunachal's.
  [29.9, 82.3],
  [29.2, 83.8],
  [28.4, 85.5],
  [27.95, 86.9],
  [27.9, 88.0],
  [28.15, 88.6],
  [27.45, 88.9],
  [27.15, 89.1],
  [28.35, 89.3],
  [28.25, 90.5],
  [28.1, 91.2],
  [27.95, 91.65],
  [27.85, 92.3],
  [28.1, 93.0],
  [28.6, 93.6],
  [28.9, 94.2],
  [29.4, 94.95],
  [29.2, 95.6],
  [28.9, 96.3],
  [28.2, 97.4],
  // The border with Myanmar, down to Mizoram's southern tip; then the sea below Bangladesh.
  [27.75, 97.3],
  [27.3, 96.35],
  [27.15, 96.1],
  [26.6, 95.4],
  [26.0, 95.25],
  [25.4, 94.85],
  [24.8, 94.6],
  [24.2, 94.35],
  [23.85, 93.95],
  [23.7, 93.45],
  [23.1, 93.45],
  [22.5, 93.2],
  [22.0, 92.95],
  [21.9, 92.62],
  [21.3, 92.25],
  [20.3, 92.15],
  [20.0, 88.5],
  // Offshore, down the east coast; between Rameswaram and Sri Lanka; up the west coast to Kutch.
  [19.4, 86.4],
  [18.9, 85.3],
  [17.4, 83.9],
  [16.3, 82.6],
  [15.5, 81.3],
  [14.0, 80.55],
  [12.8, 80.55],
  [11.5, 80.15],
  [10.35, 80.15],
  [10.0, 79.92],
  [9.3, 79.5],
  [9.05, 79.42],
  [8.85, 78.9],
  [8.0, 78.2],
  [7.8, 77.5],
  [8.2, 76.7],
  [10.0, 75.9],
  [11.5, 75.2],
  [13.0, 74.4],
  [15.5, 73.3],
  [17.0, 72.9],
  [19.0, 72.4],
  [20.5, 72.3],
  [20.45, 71.0],
  [20.8, 70.1],
  [21.5, 69.3],
  [22.3, 68.7],
  [23.1, 68.3],
];

/** Inside each neighbour, a little short of its border with India; reaching beyond the outline is harmless. */
const NEIGHBOURS: Ring[] = [
  // Nepal
  [
    [28.95, 80.3],
    [28.75, 80.6],
    [28.15, 81.6],
    [27.6, 83.45],
    [27.1, 84.85],
    [26.68, 85.9],
    [26.55, 86.7],
    [26.5, 87.3],
    [26.55, 88.0],
    [27.0, 87.95],
    [27.7, 87.95],
    [28.3, 87.9],
    [31.0, 87.9],
    [31.0, 81.3],
    [30.1, 81.15],
    [29.85, 80.7],
    [29.5, 80.45],
  ],
  // Bhutan
  [
    [26.95, 89.05],
    [28.6, 89.05],
    [28.6, 91.45],
    [27.7, 91.55],
    [27.1, 91.9],
    [26.95, 91.9],
  ],
  // Bangladesh, with the sea south of it
  [
    [26.4, 88.45],
    [26.2, 88.85],
    [26.0, 89.3],
    [25.85, 89.75],
    [25.15, 89.85],
    [25.08, 90.5],
    [25.05, 91.4],
    [25.02, 92.05],
    [24.8, 92.2],
    [24.45, 92.0],
    [24.2, 91.7],
    [24.1, 91.45],
    [23.85, 91.12],
    [23.45, 91.12],
    [22.95, 91.4],
    [22.85, 91.72],
    [22.8, 92.05],
    [22.6, 92.3],
    [21.9, 92.45],
    [21.15, 92.2],
    [20.3, 92.2],
    [20.3, 89.25],
    [21.65, 89.2],
    [22.4, 89.12],
    [23.05, 88.98],
    [23.7, 88.68],
    [24.2, 88.75],
    [24.45, 88.5],
    [24.75, 88.2],
    [25.0, 88.5],
    [25.1, 88.95],
    [25.4, 89.1],
    [25.65, 88.75],
    [26.0, 88.4],
  ],
];

/** [south, west, north, east]: the Andaman and Nicobar Islands (Narcondam to Indira Point), Lakshadweep. */
const ISLANDS = [
  [6.6, 92.1, 13.8, 94.35],
  [8.0, 71.5, 12.5, 74.0],
] as const;

/** Whether a ring holds the point (even-odd rule: a ray to the east crosses its edges an odd number of times). */
function ringHolds(ring: Ring, latitude: number, longitude: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [latI, lonI] = ring[i]!;
    const [latJ, lonJ] = ring[j]!;
    if (latI > latitude !== latJ > latitude) {
      const crossing = lonI + ((latitude - latI) / (latJ - latI)) * (lonJ - lonI);
      if (longitude < crossing) inside = !inside;
    }
  }
  return inside;
}

/** Whether a point lies in India, as drawn above. */
export function isInIndia(latitude: number, longitude: number): boolean {
  if (ISLANDS.some(([s, w, n, e]) => latitude >= s && latitude <= n && longitude >= w && longitude <= e))
    return true;
  return (
    ringHolds(MAINLAND, latitude, longitude) && !NEIGHBOURS.some((r) => ringHolds(r, latitude, longitude))
  );
}
