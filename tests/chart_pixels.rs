//! Reading a chart back from its pixels, for the `chart*` tests: an [`Image`] (palette
//! indices and colours, from a PNG or straight from a drawn frame) and its questions
//! (colours in a rectangle, differences, where a line moved), the three [`Kind`]s of chart
//! and what a full one looks like, the plots found by their y axes, and the height of text
//! that differs between two renderings.

use std::collections::HashSet;
use std::io::Cursor;

use oncall_drill::chart::{Frame, COMPACT_HEIGHT, COMPACT_WIDTH, HEIGHT, RUN_HEIGHT, WIDTH};

pub(crate) type Rgb = [u8; 3];

/// The chart's background and some of its inks (`src/chart/style.rs`), to find things in
/// the pixels.
pub(crate) const BACKGROUND: Rgb = [24, 26, 32];
pub(crate) const AXIS: Rgb = [100, 106, 120];
pub(crate) const BURN: Rgb = [255, 121, 198];
pub(crate) const ERROR_RATE: Rgb = [189, 147, 249];

/// A chart's pixels as palette indices and the palette's colours: what an indexed PNG
/// holds, and a cheap way to compare pictures in a debug build.
#[derive(PartialEq)]
pub(crate) struct Image {
    pub(crate) width: u32,
    pub(crate) height: u32,
    pub(crate) indices: Vec<u8>,
    pub(crate) palette: Vec<Rgb>,
}

impl Image {
    pub(crate) fn decode(png_bytes: &[u8]) -> Image {
        let decoder = png::Decoder::new(Cursor::new(png_bytes));
        let mut reader = decoder.read_info().expect("a PNG header");
        let mut data = vec![0; reader.output_buffer_size().expect("a sane size")];
        let frame = reader.next_frame(&mut data).expect("PNG data");
        data.truncate(frame.buffer_size());
        let (width, height) = (frame.width, frame.height);
        match (frame.color_type, frame.bit_depth) {
            (png::ColorType::Indexed, png::BitDepth::Eight) => {
                let plte = reader.info().palette.as_ref().expect("a palette");
                let palette = plte.chunks_exact(3).map(|c| [c[0], c[1], c[2]]).collect();
                Image {
                    width,
                    height,
                    indices: data,
                    palette,
                }
            }
            // Any other encoding would do as well: its colours, numbered as they come.
            (png::ColorType::Rgb, png::BitDepth::Eight) => {
                let mut palette: Vec<Rgb> = Vec::new();
                let mut numbers = std::collections::HashMap::new();
                let indices = data
                    .chunks_exact(3)
                    .map(|c| {
                        let colour = [c[0], c[1], c[2]];
                        *numbers.entry(colour).or_insert_with(|| {
                            palette.push(colour);
                            u8::try_from(palette.len() - 1).expect("a chart's few colours")
                        })
                    })
                    .collect();
                Image {
                    width,
                    height,
                    indices,
                    palette,
                }
            }
            other => panic!("an unexpected PNG encoding: {other:?}"),
        }
    }

    /// A drawn chart's pixels without the PNG round trip (the same pixels: see
    /// `frames_are_the_pngs_pixels`), for the tests that draw many charts.
    pub(crate) fn of(frame: &Frame) -> Image {
        Image {
            width: frame.width(),
            height: frame.height(),
            indices: frame.indices().to_vec(),
            palette: frame.palette(),
        }
    }

    pub(crate) fn pixel(&self, x: u32, y: u32) -> Rgb {
        let index = self.indices[(y * self.width + x) as usize];
        self.palette[usize::from(index)]
    }

    /// The picture as RGB, 3 bytes a pixel.
    pub(crate) fn rgb(&self) -> Vec<u8> {
        self.indices
            .iter()
            .flat_map(|&i| self.palette[usize::from(i)])
            .collect()
    }

    /// Distinct colours in the rectangle, as shares of the whole image's width and height.
    pub(crate) fn colours_in(&self, (x0, y0, x1, y1): (f64, f64, f64, f64)) -> usize {
        let (w, h) = (f64::from(self.width), f64::from(self.height));
        let mut seen = HashSet::new();
        for y in (y0 * h) as u32..(y1 * h) as u32 {
            for x in (x0 * w) as u32..(x1 * w) as u32 {
                seen.insert(self.pixel(x, y));
            }
        }
        seen.len()
    }

    /// Distinct colours in the rectangle `[x0, x1) × [y0, y1)` of pixels.
    pub(crate) fn colours_in_px(&self, (x0, y0, x1, y1): (u32, u32, u32, u32)) -> usize {
        let mut seen = HashSet::new();
        for y in y0..y1 {
            for x in x0..x1 {
                seen.insert(self.pixel(x, y));
            }
        }
        seen.len()
    }

    /// Every (x, y) where this image and `other` (of the same size) differ.
    pub(crate) fn differences(&self, other: &Image) -> Vec<(u32, u32)> {
        assert_eq!((self.width, self.height), (other.width, other.height));
        let same_palette = self.palette == other.palette;
        let row = self.width as usize;
        let rows = self
            .indices
            .chunks_exact(row)
            .zip(other.indices.chunks_exact(row));
        // Whole rows first: most are the same, and comparing slices is quick.
        let changed_rows = rows
            .enumerate()
            .filter(|(_, (a, b))| !same_palette || a != b);
        changed_rows
            .flat_map(|(y, (a, b))| {
                let pixels = a.iter().zip(b.iter()).enumerate();
                pixels
                    .filter(move |&(x, (p, q))| {
                        if same_palette {
                            p != q
                        } else {
                            self.pixel(x as u32, y as u32) != other.pixel(x as u32, y as u32)
                        }
                    })
                    .map(move |(x, _)| (x as u32, y as u32))
            })
            .collect()
    }

    /// The mean row of the pixels of colour `ink` here that are not the same in `other`:
    /// where a line of that colour moved from.
    pub(crate) fn mean_row_of(&self, ink: Rgb, other: &Image) -> f64 {
        let rows: Vec<f64> = self
            .differences(other)
            .into_iter()
            .filter(|&(x, y)| self.pixel(x, y) == ink)
            .map(|(_, y)| f64::from(y))
            .collect();
        assert!(
            rows.len() > 20,
            "a line of {ink:?} moved: {} pixels",
            rows.len()
        );
        rows.iter().sum::<f64>() / rows.len() as f64
    }

    /// This image as a PNG again (truecolour), to keep it.
    pub(crate) fn rgb_png(&self) -> Vec<u8> {
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, self.width, self.height);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().expect("header");
        writer.write_image_data(&self.rgb()).expect("data");
        writer.finish().expect("finish");
        out
    }
}

/// The kinds of chart (the run chart with and without the score-parts panel): size,
/// and plots down the y-axis column (every panel spans the width, one under the other).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Kind {
    Compact,
    Detail,
    Run,
    RunScored,
}

impl Kind {
    pub(crate) fn size(self) -> (u32, u32) {
        match self {
            Kind::Compact => (COMPACT_WIDTH, COMPACT_HEIGHT),
            Kind::Detail => (WIDTH, HEIGHT),
            Kind::Run | Kind::RunScored => (WIDTH, RUN_HEIGHT),
        }
    }

    /// Plots down the y-axis column: traffic, errors and budget on the compact chart;
    /// traffic, errors, latency, cache, fleet (and the run chart's budget, and its score's
    /// parts) on the others.
    pub(crate) fn plots(self) -> usize {
        match self {
            Kind::Compact => 3,
            Kind::Detail => 5,
            Kind::Run => 6,
            Kind::RunScored => 7,
        }
    }
}

pub(crate) fn assert_full_chart(png_bytes: &[u8], kind: Kind) -> Image {
    assert_eq!(&png_bytes[..8], b"\x89PNG\r\n\x1a\n");
    let image = Image::decode(png_bytes);
    assert_eq!((image.width, image.height), kind.size());
    // Every plot, found by its y axis: as many as the kind has, none blank (background or
    // fill, grid, and at least one series).
    let axes = y_axes(&image);
    let counts: Vec<usize> = axes.iter().map(|(_, plots)| plots.len()).collect();
    assert_eq!(counts, [kind.plots()], "{kind:?}: plots in the column");
    for (x, plots) in &axes {
        for (row, &(top, bottom)) in plots.iter().enumerate() {
            let right = (f64::from(image.width) * 0.9) as u32;
            let colours = image.colours_in_px((x + 2, top + 2, right, bottom - 1));
            assert!(
                colours >= 3,
                "{kind:?} plot {row} looks blank: {colours} colours"
            );
        }
    }
    image
}

/// The plots' y axes: each column of the image holding runs of at least 40 rows of the
/// axis colour, with those runs as (top, bottom) rows, left to right. Only y axes are that
/// long, upright and solid (tick marks are short rows, marker lines dashed). A series drawn over an
/// axis at the plot's left edge (a marker's dashes, a steep line, an area) breaks its run:
/// runs less than 20 rows apart are one (plots are further apart, past a header).
pub(crate) fn y_axes(image: &Image) -> Vec<(u32, Vec<(u32, u32)>)> {
    let runs_down = |x: u32| {
        // (top, bottom, axis-coloured rows)
        let mut runs: Vec<(u32, u32, u32)> = Vec::new();
        for y in (0..image.height).filter(|&y| image.pixel(x, y) == AXIS) {
            match runs.last_mut() {
                Some((_, bottom, rows)) if y - *bottom < 20 => (*bottom, *rows) = (y, *rows + 1),
                _ => runs.push((y, y, 1)),
            }
        }
        // Solid for the most part: tick marks, one row every few dozen, are no axis.
        runs.into_iter()
            .filter(|&(top, bottom, rows)| bottom - top >= 40 && rows * 5 >= (bottom - top + 1) * 4)
            .map(|(top, bottom, _)| (top, bottom))
            .collect::<Vec<_>>()
    };
    // Columns with 40 axis-coloured pixels or more, found in one pass over the rows.
    let Some(axis) = image.palette.iter().position(|&c| c == AXIS) else {
        return Vec::new();
    };
    let mut counts = vec![0u32; image.width as usize];
    for row in image.indices.chunks_exact(image.width as usize) {
        for (count, &index) in counts.iter_mut().zip(row) {
            *count += u32::from(usize::from(index) == axis);
        }
    }
    (0..image.width)
        .filter(|&x| counts[x as usize] >= 40)
        .map(|x| (x, runs_down(x)))
        .filter(|(_, runs)| !runs.is_empty())
        .collect()
}

/// The plots of the first column: (top, bottom) rows.
pub(crate) fn y_axis_runs(image: &Image) -> Vec<(u32, u32)> {
    y_axes(image)
        .into_iter()
        .next()
        .map(|(_, runs)| runs)
        .unwrap_or_default()
}

/// The height in rows of the text that differs between two renderings, inside `rows`
/// (one line of text there): from the top to the bottom row where the ink differs, at
/// half the strongest difference's contrast against the background or more, which leaves
/// out the faint anti-aliased fringe.
pub(crate) fn differing_text_height(a: &Image, b: &Image, rows: std::ops::Range<u32>) -> u32 {
    let contrast = |p: Rgb| -> u32 {
        p.iter()
            .zip(BACKGROUND)
            .map(|(&c, g)| u32::from(c.abs_diff(g)))
            .sum()
    };
    let changed: Vec<(u32, u32)> = a
        .differences(b)
        .into_iter()
        .filter(|(_, y)| rows.contains(y))
        .collect();
    let strength = |&(x, y): &(u32, u32)| contrast(a.pixel(x, y)).max(contrast(b.pixel(x, y)));
    let strongest = changed.iter().map(strength).max().unwrap_or(0);
    let inked: Vec<u32> = changed
        .iter()
        .filter(|p| strength(p) * 2 >= strongest)
        .map(|&(_, y)| y)
        .collect();
    match (inked.iter().min(), inked.iter().max()) {
        (Some(top), Some(bottom)) => bottom - top + 1,
        _ => 0,
    }
}
