//! The signals the terminal game hears: those that end it (through the
//! loop, so the terminal is restored) and those that stop and continue
//! it (the terminal given back while stopped, taken again after).

use std::io;
use std::sync::mpsc;
use std::thread;

use super::Wake;

/// The signals whose default ends the program and that can be caught
/// without harm. Faults raised by the program itself (SIGSEGV, SIGBUS,
/// SIGILL, SIGFPE, SIGTRAP, SIGSYS, SIGABRT) are left alone: their handler
/// returning would repeat the fault. SIGPIPE is ignored by Rust already,
/// and SIGXFSZ so a write past a size limit fails as a full disk does.
#[cfg(unix)]
fn ending() -> Vec<i32> {
    use signal_hook::consts::signal::{
        SIGALRM, SIGHUP, SIGINT, SIGPROF, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGXCPU,
    };
    let mut signals = vec![
        SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
    ];
    #[cfg(not(target_os = "haiku"))]
    signals.push(signal_hook::consts::signal::SIGIO);
    #[cfg(target_os = "linux")]
    signals.extend([libc::SIGPWR, libc::SIGSTKFLT]);
    signals
}

/// Starts the thread that turns signals into wakes of the loop: one that
/// ends the program into [`Wake::Signal`], SIGTSTP into
/// [`Wake::Suspend`], SIGCONT into [`Wake::Continued`]. Dropping the
/// handle stops it.
#[cfg(unix)]
pub fn watch(wake: mpsc::Sender<Wake>) -> io::Result<Watch> {
    use signal_hook::consts::signal::{SIGCONT, SIGTSTP};
    let mut heard = ending();
    heard.extend([SIGTSTP, SIGCONT]);
    let mut signals = signal_hook::iterator::Signals::new(heard)?;
    let handle = signals.handle();
    thread::spawn(move || {
        for signal in signals.forever() {
            let woke = match signal {
                SIGTSTP => Wake::Suspend,
                SIGCONT => Wake::Continued,
                signal => Wake::Signal(signal),
            };
            if wake.send(woke).is_err() {
                return;
            }
        }
    });
    Ok(Watch(handle))
}

#[cfg(not(unix))]
pub fn watch(_wake: mpsc::Sender<Wake>) -> io::Result<()> {
    Ok(())
}

/// The signal watcher, stopped when the loop ends.
#[cfg(unix)]
pub struct Watch(signal_hook::iterator::Handle);

#[cfg(unix)]
impl Drop for Watch {
    fn drop(&mut self) {
        self.0.close();
    }
}

/// Stops the program as SIGTSTP's default would; returns once continued.
/// The terminal must have been given back first.
#[cfg(unix)]
pub fn stop() -> io::Result<()> {
    signal_hook::low_level::emulate_default_handler(signal_hook::consts::signal::SIGTSTP)
}

#[cfg(not(unix))]
pub fn stop() -> io::Result<()> {
    Ok(())
}
