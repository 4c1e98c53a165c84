//! Discord's size limits, in one place: every text the bot sends is cut to these (Discord
//! counts characters, not bytes). From Discord's API reference: "Embed Limits", "Create
//! Message", "Button Object", "Application Command Object" and "Autocomplete".

/// A message's text (`content`).
pub const MESSAGE_MAX: usize = 2000;
/// An embed's title.
pub const TITLE_MAX: usize = 256;
/// An embed's description.
pub const EMBED_DESCRIPTION_MAX: usize = 4096;
/// An embed field's name.
pub const FIELD_NAME_MAX: usize = 256;
/// An embed field's value.
pub const FIELD_MAX: usize = 1024;
/// An embed footer's text.
pub const FOOTER_MAX: usize = 2048;
/// Characters across every embed of one message (titles, descriptions, fields, footers).
pub const EMBEDS_TOTAL_MAX: usize = 6000;
/// How many fields one embed holds.
pub const FIELDS_MAX: usize = 25;
/// A button's label.
pub const BUTTON_LABEL_MAX: usize = 80;
/// A slash command's or option's name.
pub const COMMAND_NAME_MAX: usize = 32;
/// A slash command's, option's or choice's description or name shown to the reader.
pub const COMMAND_DESCRIPTION_MAX: usize = 100;
/// How many choices an autocomplete answer offers.
pub const AUTOCOMPLETE_CHOICES_MAX: usize = 25;

// A server's uploaded scenarios are listed as one embed's fields (`/scenarios`) and offered
// as autocomplete choices: the drill's limit per server must fit both.
const _: () = assert!(
    crate::drill::uploads::MAX_PER_SERVER <= FIELDS_MAX
        && crate::drill::uploads::MAX_PER_SERVER <= AUTOCOMPLETE_CHOICES_MAX
);
