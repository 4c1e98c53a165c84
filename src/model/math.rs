//! The transcendental functions the model uses, from the pure-Rust `libm` port rather than
//! the platform's C library, whose last bits may differ between systems: the same seed must
//! give byte-identical traces on every machine. (`sqrt` is exact IEEE arithmetic everywhere.)

pub fn sin(x: f64) -> f64 {
    libm::sin(x)
}

pub fn cos(x: f64) -> f64 {
    libm::cos(x)
}

pub fn exp(x: f64) -> f64 {
    libm::exp(x)
}

pub fn ln(x: f64) -> f64 {
    libm::log(x)
}
