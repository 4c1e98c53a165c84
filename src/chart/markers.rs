//! Markers (team actions and scenario events on the time axis), and where labels go so
//! that they do not overlap. Marker labels above the first panel: markers of one minute
//! merged into one label, then each label placed in the first of a few text lanes where it
//! overlaps nothing. A label that fits no lane is left out (its line is still drawn): on a
//! crowded debrief chart a missing word beats a pile of unreadable ones. Value tags beside
//! a panel: pushed apart vertically. Legend entries: flowed into one or two rows. Titles:
//! wrapped at spaces onto as many lines as they need, never shortened.

use super::scale::Window;

/// A vertical line on the time axis: a team action or a scenario event, with a short label.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Marker {
    /// The simulated minute (the records' `minute`).
    pub minute: u32,
    pub label: String,
}

/// Pixels between a marker line and its label, and between two labels in one lane.
const PAD: i32 = 4;
const GAP: i32 = 10;

/// The markers inside `window`, one per minute in time order, labels of one minute joined
/// with ", " in the order given.
pub(crate) fn merge(markers: &[Marker], window: Window) -> Vec<Marker> {
    let mut inside: Vec<&Marker> = markers
        .iter()
        .filter(|m| window.contains(m.minute))
        .collect();
    // A stable sort keeps the callers' order within a minute.
    inside.sort_by_key(|m| m.minute);
    let mut merged: Vec<Marker> = Vec::with_capacity(inside.len());
    for marker in inside {
        let label = marker.label.trim();
        match merged.last_mut() {
            Some(last) if last.minute == marker.minute => {
                if !label.is_empty() {
                    if !last.label.is_empty() {
                        last.label.push_str(", ");
                    }
                    last.label.push_str(label);
                }
            }
            _ => merged.push(Marker {
                minute: marker.minute,
                label: label.to_string(),
            }),
        }
    }
    merged
}

/// Where one label goes: its lane (0 = the top one) and the left edge of its text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Placement {
    pub lane: usize,
    pub text_x: i32,
}

/// Places labels given as (marker line x, text width) in pixels, sorted by x, between
/// `left` and `right`, in at most `lanes` lanes (each costs one text line of the first
/// panel's height). A label starts just right of its line, or ends just left of it when
/// it would run past `right`.
pub(crate) fn place(
    labels: &[(i32, i32)],
    left: i32,
    right: i32,
    lanes: usize,
) -> Vec<Option<Placement>> {
    let mut lane_ends = vec![i32::MIN; lanes];
    labels
        .iter()
        .map(|&(x, width)| {
            if width <= 0 {
                return None;
            }
            let mut text_x = x + PAD;
            if text_x + width > right {
                text_x = x - PAD - width;
            }
            let text_x = text_x.max(left);
            let lane = lane_ends
                .iter()
                .position(|&end| end == i32::MIN || end + GAP <= text_x)?;
            lane_ends[lane] = text_x + width;
            Some(Placement { lane, text_x })
        })
        .collect()
}

/// Lanes the placed labels use.
pub(crate) fn lanes_used(placements: &[Option<Placement>]) -> usize {
    placements
        .iter()
        .flatten()
        .map(|p| p.lane + 1)
        .max()
        .unwrap_or(0)
}

/// Label centres `ys` moved apart to at least `gap` pixels, kept inside `lo..=hi` where
/// there is room, each label keeping its place in the order; returned in the given order.
pub(crate) fn spread(ys: &[i32], gap: i32, lo: i32, hi: i32) -> Vec<i32> {
    let mut order: Vec<usize> = (0..ys.len()).collect();
    order.sort_by_key(|&i| ys[i]);
    let mut placed: Vec<i32> = order.iter().map(|&i| ys[i].clamp(lo, hi.max(lo))).collect();
    for i in 1..placed.len() {
        placed[i] = placed[i].max(placed[i - 1] + gap);
    }
    // Pushed past the bottom: slide back up, as far as the top allows.
    if let Some(last) = placed.last_mut() {
        *last = (*last).min(hi);
    }
    for i in (0..placed.len().saturating_sub(1)).rev() {
        placed[i] = placed[i].min(placed[i + 1] - gap).max(lo);
    }
    let mut result = vec![0; ys.len()];
    for (slot, y) in order.into_iter().zip(placed) {
        result[slot] = y;
    }
    result
}

/// Lays out legend entries of the given widths left to right from `left`, in at most
/// `rows` rows that end at `right`; `gap` separates entries. Two rows are split in halves
/// when they fit (the thresholds of a panel stay together), else filled greedily. Returns
/// (row, x) of each entry, or `None` if they do not all fit.
pub(crate) fn flow(
    widths: &[i32],
    gap: i32,
    left: i32,
    right: i32,
    rows: usize,
) -> Option<Vec<(usize, i32)>> {
    if rows == 2 && widths.len() > 1 {
        let (first, second) = widths.split_at(widths.len().div_ceil(2));
        if let (Some(a), Some(b)) = (
            flow(first, gap, left, right, 1),
            flow(second, gap, left, right, 1),
        ) {
            return Some(
                a.into_iter()
                    .chain(b.into_iter().map(|(_, x)| (1, x)))
                    .collect(),
            );
        }
    }
    let mut row = 0;
    let mut x = left;
    let mut placed = Vec::with_capacity(widths.len());
    for &width in widths {
        if x + width > right && x > left {
            row += 1;
            x = left;
        }
        if row >= rows || x + width > right {
            return None;
        }
        placed.push((row, x));
        x += width + gap;
    }
    Some(placed)
}

/// `text` in lines, words kept whole where they fit: the first line at most `first_room`
/// pixels wide (it shares its row with something else), the others `room`, as measured by
/// `width`. A word wider than a line is split between letters. Nothing is left out: the
/// lines' words are the text's words.
pub(crate) fn wrap(
    text: &str,
    width: impl Fn(&str) -> i32,
    first_room: i32,
    room: i32,
) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    let room_of = |lines: &Vec<String>| if lines.is_empty() { first_room } else { room };
    for word in text.split_whitespace() {
        let joined = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if width(&joined) <= room_of(&lines) {
            line = joined;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        if width(word) <= room_of(&lines) {
            line = word.to_string();
            continue;
        }
        // A word longer than a whole line: as many letters as fit, then the rest.
        for c in word.chars() {
            let mut longer = line.clone();
            longer.push(c);
            if width(&longer) > room_of(&lines) && !line.is_empty() {
                lines.push(std::mem::take(&mut line));
                line.push(c);
            } else {
                line = longer;
            }
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marker(minute: u32, label: &str) -> Marker {
        Marker {
            minute,
            label: label.to_string(),
        }
    }

    #[test]
    fn merges_one_minute_and_drops_outside() {
        let window = Window {
            first: 10,
            last: 69,
        };
        let merged = merge(
            &[
                marker(20, "ttl 120"),
                marker(5, "old"),
                marker(16, "rollback"),
                marker(20, " warmup "),
                marker(70, "later"),
            ],
            window,
        );
        assert_eq!(
            merged,
            vec![marker(16, "rollback"), marker(20, "ttl 120, warmup")]
        );
    }

    #[test]
    fn overlapping_labels_take_the_next_lane() {
        let placed = place(&[(100, 80), (120, 80), (300, 50)], 50, 1000, 3);
        assert_eq!(
            placed[0],
            Some(Placement {
                lane: 0,
                text_x: 104
            })
        );
        assert_eq!(
            placed[1],
            Some(Placement {
                lane: 1,
                text_x: 124
            })
        );
        assert_eq!(
            placed[2],
            Some(Placement {
                lane: 0,
                text_x: 304
            })
        );
        assert_eq!(lanes_used(&placed), 2);
    }

    #[test]
    fn flow_wraps_into_rows() {
        assert_eq!(flow(&[50, 50], 10, 0, 200, 1), Some(vec![(0, 0), (0, 60)]));
        assert_eq!(flow(&[100, 100], 10, 0, 200, 1), None);
        assert_eq!(flow(&[100, 100], 10, 0, 200, 2), Some(vec![(0, 0), (1, 0)]));
        // Two rows split in halves when they fit, greedily when not.
        assert_eq!(
            flow(&[40, 40, 40, 40], 10, 0, 140, 2),
            Some(vec![(0, 0), (0, 50), (1, 0), (1, 50)])
        );
        assert_eq!(
            flow(&[40, 40, 40, 100], 10, 0, 140, 2),
            Some(vec![(0, 0), (0, 50), (0, 100), (1, 0)])
        );
        assert_eq!(flow(&[300], 10, 0, 200, 2), None);
        assert_eq!(flow(&[], 10, 0, 200, 1), Some(vec![]));
    }

    #[test]
    fn wrap_keeps_every_word_and_respects_the_rooms() {
        // Ten pixels a letter.
        let width = |t: &str| 10 * t.chars().count() as i32;
        assert_eq!(wrap("short", width, 100, 200), ["short"]);
        assert_eq!(
            wrap(
                "Bad deploy: protect the budget — the whole drill",
                width,
                120,
                200
            ),
            ["Bad deploy:", "protect the budget —", "the whole drill"]
        );
        assert_eq!(wrap("abcdefghij", width, 40, 60), ["abcd", "efghij"]);
        assert!(wrap("  ", width, 40, 60).is_empty());
    }

    #[test]
    fn spread_keeps_order_and_bounds() {
        assert_eq!(spread(&[50, 10], 16, 0, 100), vec![50, 10]);
        assert_eq!(spread(&[50, 52], 16, 0, 100), vec![50, 66]);
        assert_eq!(spread(&[100, 98], 16, 0, 100), vec![100, 84]);
        assert_eq!(spread(&[-5], 16, 0, 100), vec![0]);
        assert!(spread(&[], 16, 0, 100).is_empty());
    }

    #[test]
    fn labels_flip_left_at_the_right_edge_and_drop_when_full() {
        let placed = place(&[(990, 60)], 50, 1000, 3);
        assert_eq!(
            placed[0],
            Some(Placement {
                lane: 0,
                text_x: 926
            })
        );
        let crowded: Vec<(i32, i32)> = (0..5).map(|i| (100 + i, 80)).collect();
        let placed = place(&crowded, 50, 1000, 3);
        assert_eq!(placed.iter().flatten().count(), 3);
        assert_eq!(placed[4], None);
        let placed = place(&crowded, 50, 1000, 2);
        assert_eq!(placed.iter().flatten().count(), 2);
        assert_eq!(lanes_used(&[]), 0);
    }
}
