//! `mills engine` on a borrowed writer: the protocol's threads outlive
//! any borrow, so what they write is sent here, and written to the
//! caller's writer by the caller's thread until the session ends.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::time::Duration;

use crate::engine::Perfect;
use crate::rules::AnyRules;

use super::protocol::serve_with;

/// What the protocol writes, sent on; a write fails once the caller's
/// writer has (standard output closed), as it would have there.
struct Relay {
    to: Sender<Vec<u8>>,
    broken: Arc<AtomicBool>,
}

impl Write for Relay {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let gone = || io::Error::from(io::ErrorKind::BrokenPipe);
        if self.broken.load(Ordering::Relaxed) {
            return Err(gone());
        }
        self.to.send(bytes.to_vec()).map_err(|_| gone())?;
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Serves the engine's protocol on standard input, its answers written
/// to `out`, until the session ends (`quit`, or the end of the input).
pub(super) fn serve_on(rules: AnyRules, perfect: Perfect, out: &mut dyn Write) {
    let (to, from) = mpsc::channel::<Vec<u8>>();
    let broken = Arc::new(AtomicBool::new(false));
    let relay = Relay {
        to,
        broken: Arc::clone(&broken),
    };
    let mut pass = |bytes: Vec<u8>| {
        if out.write_all(&bytes).and_then(|()| out.flush()).is_err() {
            broken.store(true, Ordering::Relaxed);
        }
    };
    std::thread::scope(|scope| {
        let input = io::BufReader::new(io::stdin());
        let serving = scope.spawn(move || serve_with(rules, perfect, input, relay));
        loop {
            match from.recv_timeout(Duration::from_millis(50)) {
                Ok(bytes) => pass(bytes),
                Err(RecvTimeoutError::Timeout) if !serving.is_finished() => {}
                Err(_) => break,
            }
        }
    });
    // What was written just before the session ended.
    from.try_iter().for_each(&mut pass);
}
