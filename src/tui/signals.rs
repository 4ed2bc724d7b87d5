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

/// Starts the threads that wake the loop: on a signal that ends the
/// program ([`Wake::Signal`]), SIGTSTP ([`Wake::Suspend`]) and SIGCONT
/// ([`Wake::Continued`]), and when the terminal hangs up
/// ([`watch_hangup`]). Dropping the handle stops the first.
#[cfg(unix)]
pub fn watch(wake: mpsc::Sender<Wake>) -> io::Result<Watch> {
    use signal_hook::consts::signal::{SIGCONT, SIGTSTP};
    let mut heard = ending();
    heard.extend([SIGTSTP, SIGCONT]);
    let mut signals = signal_hook::iterator::Signals::new(heard)?;
    let handle = signals.handle();
    watch_hangup(wake.clone());
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

/// Starts the thread that waits for the terminal to hang up (its other
/// side closed) and then wakes the loop as SIGHUP would. The kernel sends
/// SIGHUP to the session's leader only: under a leader that ignores it (a
/// script's `trap '' HUP`) the game would otherwise read a dead terminal
/// forever, and the terminal crate does so in a busy loop. The thread
/// sleeps in `poll` until then, so it costs no CPU.
#[cfg(unix)]
fn watch_hangup(wake: mpsc::Sender<Wake>) {
    use std::os::fd::AsRawFd as _;
    let Ok(tty) = std::fs::File::open("/dev/tty") else {
        return;
    };
    thread::spawn(move || {
        // No events asked for: a hangup and an error are always reported.
        let mut watched = libc::pollfd {
            fd: tty.as_raw_fd(),
            events: 0,
            revents: 0,
        };
        loop {
            // SAFETY: one pollfd, for a file `tty` keeps open.
            let ready = unsafe { libc::poll(&mut watched, 1, -1) };
            if ready > 0 {
                let _ = wake.send(Wake::Signal(libc::SIGHUP));
                return;
            }
            if io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
                return;
            }
        }
    });
}

/// SIGHUP, if the terminal has hung up: the session then has no terminal
/// any more, and `/dev/tty` cannot be opened.
#[cfg(unix)]
pub fn hung_up() -> Option<i32> {
    std::fs::File::open("/dev/tty")
        .is_err()
        .then_some(libc::SIGHUP)
}

#[cfg(not(unix))]
pub fn hung_up() -> Option<i32> {
    None
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
