//! `mills completions`: the shells' completion scripts, written from the
//! parser itself.

use super::args::{Shell, command};

/// The completion script for `shell`, from the same parser that reads the
/// command line, so it never falls behind it.
pub(super) fn completions(shell: Shell) -> String {
    let shell = match shell {
        Shell::Bash => clap_complete::Shell::Bash,
        Shell::Zsh => clap_complete::Shell::Zsh,
        Shell::Fish => clap_complete::Shell::Fish,
    };
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command(), "mills", &mut script);
    String::from_utf8_lossy(&script).into_owned()
}
