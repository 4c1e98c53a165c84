//! The one action grammar's own tests: every form it reads, and every refusal by name.

use super::*;

/// The English usage is built from the one range owner and reads as it did when it
/// wrote the ranges out.
#[test]
fn usage_reads_the_ranges_from_their_owner() {
    let usages = Control::ALL.map(Control::usage);
    assert_eq!(
        usages,
        [
            "floor N (1–40 instances)",
            "autoscale on|off",
            "target P (10–95 % utilisation)",
            "ttl S (0–3600 seconds)",
            "warmup",
            "shed P (0–100 % of the low-priority 30 %)",
            "feature on|off",
            "rollback",
        ]
    );
}

#[test]
fn every_front_end_spelling_gives_the_same_action() {
    for text in ["ttl 120", "/ttl 120", "TTL 120", "  ttl   120 ", "ttl 120s"] {
        assert_eq!(Action::parse(text), Ok(Action::Ttl(120)), "{text}");
    }
    assert_eq!(Action::parse("/shed 50%"), Ok(Action::Shed(50)));
    assert_eq!(Action::parse("floor 40"), Ok(Action::Floor(40)));
    assert_eq!(Action::parse("target 10"), Ok(Action::Target(10)));
    assert_eq!(Action::parse("autoscale OFF"), Ok(Action::Autoscale(false)));
    assert_eq!(Action::parse("feature on"), Ok(Action::Feature(true)));
    assert_eq!(Action::parse("/warmup"), Ok(Action::Warmup));
    assert_eq!(Action::parse("rollback"), Ok(Action::Rollback));
}

#[test]
fn display_round_trips() {
    let all = [
        Action::Floor(7),
        Action::Autoscale(true),
        Action::Target(55),
        Action::Ttl(0),
        Action::Warmup,
        Action::Shed(100),
        Action::Feature(false),
        Action::Rollback,
    ];
    for action in all {
        assert_eq!(Action::parse(&action.to_string()), Ok(action));
    }
}

#[test]
fn ranges_are_enforced_and_named() {
    let err = Action::parse("ttl 3601").unwrap_err();
    assert_eq!(
        err,
        ActionError::OutOfRange {
            control: Control::Ttl,
            value: 3601,
            min: 0,
            max: 3600
        }
    );
    assert!(err.to_string().contains("0–3600"), "{err}");
    for (text, min, max) in [
        ("floor 0", 1, 40),
        ("floor 41", 1, 40),
        ("target 9", 10, 95),
        ("target 96", 10, 95),
        ("shed 101", 0, 100),
        ("shed -1", 0, 100),
    ] {
        match Action::parse(text) {
            Err(ActionError::OutOfRange {
                min: lo, max: hi, ..
            }) => {
                assert_eq!((lo, hi), (min, max), "{text}")
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn malformed_input_is_a_typed_error() {
    assert_eq!(Action::parse("   "), Err(ActionError::Empty));
    assert!(matches!(
        Action::parse("/reboot"),
        Err(ActionError::UnknownCommand(c)) if c == "reboot"
    ));
    assert_eq!(
        Action::parse("ttl"),
        Err(ActionError::MissingArgument(Control::Ttl))
    );
    assert!(matches!(
        Action::parse("ttl soon"),
        Err(ActionError::NotANumber { .. })
    ));
    assert!(matches!(
        Action::parse("ttl 99999999999999999999"),
        Err(ActionError::NotANumber { .. })
    ));
    assert!(matches!(
        Action::parse("feature maybe"),
        Err(ActionError::NotOnOff { .. })
    ));
    assert!(matches!(
        Action::parse("rollback now"),
        Err(ActionError::UnexpectedArgument { .. })
    ));
    assert!(matches!(
        Action::parse("ttl 1 2"),
        Err(ActionError::UnexpectedArgument { .. })
    ));
    let unknown = Action::parse("reboot").unwrap_err().to_string();
    assert!(
        unknown.contains("rollback") && unknown.contains("ttl"),
        "{unknown}"
    );
}
