//! Palette indices → PNG bytes: an 8-bit indexed PNG with the chart's fixed palette
//! ([`super::palette`]), encoded in memory. Deterministic: the same chart always gives
//! the same bytes.

use super::error::ChartError;
use super::palette::Palette;

/// The compression, chosen with `cargo bench --bench chart`, which prints the trade-off.
/// On the live chart (2-core machine): fdeflate ≈ 43 KB in 0.7 ms, zlib level 3 ≈ 31 KB
/// in 1.3 ms, level 6 ≈ 26 KB in 2.8 ms. Level 3 takes most of the saving and keeps
/// drawing plus encoding at about 2 ms; bytes matter more than CPU to a bot, but past
/// level 3 each KB costs about a third of a millisecond. Index data is long runs of a few byte values: rows stay
/// unfiltered (filters would turn palette labels into meaningless differences).
const DEFLATE: png::DeflateCompression = png::DeflateCompression::Level(3);
const FILTER: png::Filter = png::Filter::NoFilter;

/// Encodes `indices` (`width × height` palette indices, rows top down) as a PNG.
pub(crate) fn png(indices: &[u8], width: u32, height: u32) -> Result<Vec<u8>, ChartError> {
    encode_with(indices, width, height, DEFLATE, FILTER)
}

/// [`png`] with any deflate setting and row filter, for the benchmark's comparison.
pub(crate) fn encode_with(
    indices: &[u8],
    width: u32,
    height: u32,
    deflate: png::DeflateCompression,
    filter: png::Filter,
) -> Result<Vec<u8>, ChartError> {
    let pixels = width as usize * height as usize;
    if indices.len() != pixels {
        return Err(ChartError::Encode(format!(
            "expected {pixels} pixels for {width}×{height}, got {}",
            indices.len()
        )));
    }
    let mut out = Vec::with_capacity(64 * 1024);
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(Palette::get().bytes());
    encoder.set_deflate_compression(deflate);
    encoder.set_filter(filter);
    let encode_error = |e: png::EncodingError| ChartError::Encode(e.to_string());
    let mut writer = encoder.write_header().map_err(encode_error)?;
    writer.write_image_data(indices).map_err(encode_error)?;
    writer.finish().map_err(encode_error)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_a_png_and_rejects_a_wrong_size() {
        let bytes = png(&[0; 6], 3, 2).expect("png");
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        assert!(matches!(png(&[0; 5], 3, 2), Err(ChartError::Encode(_))));
    }
}
