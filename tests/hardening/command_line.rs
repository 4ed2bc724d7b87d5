//! The command line's subcommands under limits and odd input: what they
//! refuse, and the words they refuse it in.

use std::process::Command;

use super::common::binary;
use super::texts;

#[test]
fn a_file_size_limit_makes_a_table_not_kept_rather_than_killing_the_program() {
    let data = tempfile::tempdir().unwrap();
    let script = r#"ulimit -f 100; exec "$0" value --variant six --moves a1"#;
    let output = Command::new("sh")
        .args(["-c", script, &binary()])
        .env("MILLS_DATA_DIR", data.path())
        .output()
        .unwrap();
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(0), "{out}{err}");
    assert!(err.contains("not be kept"), "{err}");
    assert!(!out.trim().is_empty(), "the value is still printed");
}
