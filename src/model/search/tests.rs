//! The search on small hand-made drills without noise.

use super::*;
