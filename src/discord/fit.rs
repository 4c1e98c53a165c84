//! Lists within Discord's embed limits: at most [`FIELDS_MAX`] fields an embed and
//! [`EMBEDS_TOTAL_MAX`] characters across all embeds of one message (Discord refuses more
//! with a 400, and serenity refuses some of it before sending). A list too long for that
//! keeps every entry's name and shares what is left among the values, the shortest whole,
//! the longest cut (`…`), so `/scenarios` with a server's 25 uploads still shows every id
//! and title.

use serenity::all::CreateEmbed;

use super::limits::{EMBEDS_TOTAL_MAX, FIELDS_MAX, FIELD_MAX, FIELD_NAME_MAX, TITLE_MAX};
use super::reply::truncate;

/// One entry of a list: a field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub value: String,
}

/// A titled list, shown as one embed (or more, [`FIELDS_MAX`] entries each).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct List {
    pub title: String,
    pub entries: Vec<Entry>,
}

/// The lists as embeds within Discord's limits, in order.
pub fn embeds(lists: Vec<List>) -> Vec<CreateEmbed> {
    fitted(lists)
        .into_iter()
        .map(|list| {
            let embed = CreateEmbed::new().title(list.title);
            list.entries
                .into_iter()
                .fold(embed, |e, entry| e.field(entry.name, entry.value, false))
        })
        .collect()
}

/// The lists cut to Discord's limits: one list a [`FIELDS_MAX`] entries at most (a longer
/// one goes on under the same title), every text within its own limit, and all of it within
/// [`EMBEDS_TOTAL_MAX`] characters.
pub fn fitted(lists: Vec<List>) -> Vec<List> {
    let mut out: Vec<List> = Vec::new();
    for list in lists {
        let title = truncate(&list.title, TITLE_MAX);
        let entries: Vec<Entry> = list
            .entries
            .into_iter()
            .map(|e| Entry {
                name: truncate(&e.name, FIELD_NAME_MAX),
                value: truncate(&e.value, FIELD_MAX),
            })
            .collect();
        if entries.is_empty() {
            out.push(List {
                title: title.clone(),
                entries: Vec::new(),
            });
        }
        for chunk in entries.chunks(FIELDS_MAX) {
            out.push(List {
                title: title.clone(),
                entries: chunk.to_vec(),
            });
        }
    }
    let fixed: usize = out
        .iter()
        .map(|l| chars(&l.title) + l.entries.iter().map(|e| chars(&e.name)).sum::<usize>())
        .sum();
    let values: Vec<usize> = out
        .iter()
        .flat_map(|l| l.entries.iter().map(|e| chars(&e.value)))
        .collect();
    let shares = shares(&values, EMBEDS_TOTAL_MAX.saturating_sub(fixed));
    let mut share = shares.into_iter();
    for entry in out.iter_mut().flat_map(|l| l.entries.iter_mut()) {
        let room = share.next().unwrap_or(1).max(1);
        entry.value = truncate(&entry.value, room);
    }
    out
}

fn chars(text: &str) -> usize {
    text.chars().count()
}

/// How much of `budget` each of `wanted` gets: the shortest first, each whole while an
/// equal share allows it, the rest split evenly among the longer ones.
fn shares(wanted: &[usize], budget: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..wanted.len()).collect();
    order.sort_by_key(|&i| wanted[i]);
    let mut given = vec![0; wanted.len()];
    let mut left = budget;
    for (done, &i) in order.iter().enumerate() {
        let equal = left / (wanted.len() - done);
        given[i] = wanted[i].min(equal);
        left -= given[i];
    }
    given
}

#[cfg(test)]
mod tests {
    use super::*;

    fn total(lists: &[List]) -> usize {
        lists
            .iter()
            .map(|l| {
                chars(&l.title)
                    + l.entries
                        .iter()
                        .map(|e| chars(&e.name) + chars(&e.value))
                        .sum::<usize>()
            })
            .sum()
    }

    #[test]
    fn shares_keep_short_values_whole() {
        assert_eq!(shares(&[10, 500, 500], 310), vec![10, 150, 150]);
        assert_eq!(shares(&[10, 20], 100), vec![10, 20]);
        assert_eq!(shares(&[], 100), Vec::<usize>::new());
    }

    #[test]
    fn a_long_list_fits_every_limit_and_keeps_every_name() {
        let entries = |n: usize| {
            (0..n)
                .map(|i| Entry {
                    name: format!("scenario-{i} — {}", "T".repeat(100)),
                    value: "b".repeat(2000),
                })
                .collect::<Vec<_>>()
        };
        let lists = vec![
            List {
                title: "Built-in".into(),
                entries: entries(8),
            },
            List {
                title: "This server's".into(),
                entries: entries(30),
            },
        ];
        let fitted = fitted(lists);
        assert_eq!(fitted.len(), 3, "30 entries go on under the same title");
        assert!(fitted.iter().all(|l| l.entries.len() <= FIELDS_MAX));
        assert!(total(&fitted) <= EMBEDS_TOTAL_MAX, "{}", total(&fitted));
        assert_eq!(fitted.iter().map(|l| l.entries.len()).sum::<usize>(), 38);
        assert!(fitted[2].entries[4].name.starts_with("scenario-29 — "));
    }

    #[test]
    fn a_short_list_is_left_whole() {
        let list = List {
            title: "t".into(),
            entries: vec![Entry {
                name: "n".into(),
                value: "v".into(),
            }],
        };
        assert_eq!(fitted(vec![list.clone()]), vec![list]);
    }
}
