//! The secrets of the web's links, drawn from the operating system's random source; the
//! link's types are the model's ([`crate::model::web_link`]).

pub use crate::model::web_link::{Access, Token, TOKEN_BYTES};

/// A fresh token from the operating system's random source.
pub fn random_token() -> Result<Token, getrandom::Error> {
    let mut bytes = [0u8; TOKEN_BYTES];
    getrandom::getrandom(&mut bytes)?;
    Ok(Token::from_bytes(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_tokens_differ() {
        assert_ne!(random_token().unwrap(), random_token().unwrap());
    }
}
