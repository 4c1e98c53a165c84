//! A drill's web link as every room knows it: its secret (128 random bits, written as 32
//! lowercase hex digits) and what it lets its holder do. The web draws the secrets and
//! serves the links; the store keeps them, so a link posted in a channel outlives a restart.

use std::fmt;
use std::str::FromStr;

/// How many random bytes a token holds (128 bits: not guessable, not enumerable).
pub const TOKEN_BYTES: usize = 16;

/// A link's secret. Compared in full; never logged.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Token([u8; TOKEN_BYTES]);

impl Token {
    /// The token of these bytes (the web draws them from the operating system's random
    /// source; the model draws nothing).
    pub fn from_bytes(bytes: [u8; TOKEN_BYTES]) -> Token {
        Token(bytes)
    }
}

/// Redacted: a token must not reach a log through `{:?}`.
impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(…)")
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for byte in self.0 {
            write!(f, "{byte:02x}")?;
        }
        Ok(())
    }
}

/// Only the exact form [`Token`] prints (32 lowercase hex digits) parses.
impl FromStr for Token {
    type Err = ();

    fn from_str(text: &str) -> Result<Token, ()> {
        if text.len() != TOKEN_BYTES * 2 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(());
        }
        if text.bytes().any(|b| b.is_ascii_uppercase()) {
            return Err(());
        }
        let mut bytes = [0u8; TOKEN_BYTES];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).map_err(|_| ())?;
        }
        Ok(Token(bytes))
    }
}

/// What a link lets its holder do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// See the drill and play it: controls, advance, pause, stop.
    Control,
    /// See the drill only (a Discord drill's link): `POST` is refused.
    ReadOnly,
    /// Everything a control link does, plus the game master's injects and hidden view
    /// (issue 30): only for a drill that has a game master, who alone holds it.
    GameMaster,
}

impl Access {
    pub const ALL: [Access; 3] = [Access::Control, Access::ReadOnly, Access::GameMaster];

    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Access::Control => "control",
            Access::ReadOnly => "read-only",
            Access::GameMaster => "game-master",
        }
    }

    /// Whether its holder changes the drill (controls, advance, pause, stop).
    pub fn acts(self) -> bool {
        self != Access::ReadOnly
    }

    /// Whether its holder is the game master: injects, and sees what the players cannot.
    pub fn game_master(self) -> bool {
        self == Access::GameMaster
    }

    pub fn parse(text: &str) -> Option<Access> {
        Access::ALL
            .into_iter()
            .find(|access| access.as_str() == text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_print_and_parse_back() {
        let a = Token::from_bytes(*b"0123456789abcdef");
        let text = a.to_string();
        assert_eq!(text.len(), 32);
        assert_eq!(text.parse::<Token>(), Ok(a));
        assert_eq!(format!("{a:?}"), "Token(…)");
    }

    #[test]
    fn only_the_exact_form_parses() {
        let text = Token::from_bytes([0xa5; TOKEN_BYTES]).to_string();
        assert!(text[1..].parse::<Token>().is_err());
        assert!(format!("{text}0").parse::<Token>().is_err());
        assert!("ABCDEF0123456789abcdef0123456789".parse::<Token>().is_err());
        assert!("abcdef0123456789abcdef0123456789".parse::<Token>().is_ok());
        assert!("zz".repeat(16).parse::<Token>().is_err());
        assert!("".parse::<Token>().is_err());
    }

    #[test]
    fn accesses_parse_back_from_their_names() {
        for access in Access::ALL {
            assert_eq!(Access::parse(access.as_str()), Some(access));
        }
        assert_eq!(Access::parse("admin"), None);
    }
}
