//! What the test files share: the pseudo-terminal harness that runs the
//! real `mills` binary and reads its screen back (vt100), the binary run
//! without a terminal, games and records to hand it, the perft data
//! reader, a small seeded random number generator, and (in `screen`) the
//! app's screen drawn as text. Each test binary uses a part of it.
//!
//! Every program a test runs gets a data directory of its own and a home
//! of its own ([`isolated`]); the player's real data directory is looked
//! at before the first and again when the test binary exits, which fails
//! if it changed ([`guard_real_data`]).

#![allow(dead_code)]

pub mod screen;

use std::fs;
use std::io::{Read as _, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Arc, Mutex, mpsc};
use std::thread;
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};
use tempfile::TempDir;

use mills::record::{Record, Store};
use mills::rules::Color;
use mills::rules::mill::{Game, Variant};

/// A small deterministic random number generator (xorshift64*), so that
/// every run plays the same games and every failure can be replayed.
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    /// One of `items`.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// The longest any wait lasts.
pub const WAIT: Duration = Duration::from_secs(10);

/// The binary under test: `MILLS_BIN`, or the one cargo built. The
/// player's data directory is guarded from here on.
pub fn binary() -> String {
    guard_real_data();
    std::env::var("MILLS_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_mills").to_owned())
}

/// The variables that say where a program keeps its data, for a program
/// run with the data directory `data`: its home and XDG data home inside
/// it too, so that nothing reaches the player's.
pub fn isolated(data: &Path) -> [(&'static str, PathBuf); 3] {
    [
        ("MILLS_DATA_DIR", data.to_path_buf()),
        ("HOME", data.join("home")),
        ("XDG_DATA_HOME", data.join("home/.local/share")),
    ]
}

/// `program` as a command to run with the data directory `data`.
pub fn command_in(data: &Path, program: &str) -> Command {
    let mut command = Command::new(program);
    command.envs(isolated(data));
    command
}

/// What a directory holds: each file's path, size and time of change.
type Contents = Vec<(PathBuf, u64, Option<std::time::SystemTime>)>;

/// The player's real data directory (`$MILLS_DATA_DIR`, or the platform's
/// data directory) as the program finds it, and what it holds.
fn real_data() -> Contents {
    fn walk(dir: &Path, found: &mut Contents) {
        let Ok(entries) = fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let Ok(meta) = fs::symlink_metadata(&path) else {
                continue;
            };
            if meta.is_dir() {
                walk(&path, found);
            }
            found.push((path, meta.len(), meta.modified().ok()));
        }
    }
    let mut found = Vec::new();
    if let Ok(store) = Store::from_env() {
        walk(store.dir(), &mut found);
    }
    found.sort();
    found
}

static REAL_DATA: std::sync::OnceLock<Contents> = std::sync::OnceLock::new();

/// Looks at the player's real data directory once, and has the test binary
/// fail at its exit if it changed meanwhile: a test wrote where only the
/// player's own games may write.
pub fn guard_real_data() {
    extern "C" fn check() {
        let Some(before) = REAL_DATA.get() else {
            return;
        };
        if *before != real_data() {
            eprintln!(
                "a test changed the player's data directory {:?}: every program a test \
                 runs must have a data directory of its own (tests/common: isolated)",
                Store::from_env().map(|s| s.dir().to_path_buf())
            );
            // SAFETY: ends the process at once with a failure, as the
            // harness would for a failed test; nothing is left to run.
            unsafe { libc::_exit(101) };
        }
    }
    REAL_DATA.get_or_init(|| {
        // SAFETY: registers a plain function to run at exit.
        unsafe { libc::atexit(check) };
        real_data()
    });
}

/// A program running in a pseudo-terminal, its screen kept up to date by a
/// reader thread.
pub struct Session {
    pub screen: Arc<Mutex<vt100::Parser>>,
    /// Every byte the program wrote, as written.
    raw: Arc<Mutex<Vec<u8>>>,
    /// Disconnected when the reader thread has read to the end of the
    /// program's output (its side of the terminal closed).
    output_end: mpsc::Receiver<()>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
    /// The data directory, removed with the session unless shared.
    _data: Option<TempDir>,
}

impl Session {
    pub fn start(program: &str, args: &[&str], cols: u16, rows: u16) -> Session {
        let data = tempfile::tempdir().unwrap();
        let mut session = Session::start_in(data.path(), program, args, cols, rows);
        session._data = Some(data);
        session
    }

    pub fn start_in(data: &Path, program: &str, args: &[&str], cols: u16, rows: u16) -> Session {
        let (child, master) = spawn_in_pty(data, program, args, cols, rows);
        let mut reader = master.try_clone_reader().expect("pty reader");
        let writer = master.take_writer().expect("pty writer");
        let screen = Arc::new(Mutex::new(vt100::Parser::new(rows, cols, 0)));
        let feed = Arc::clone(&screen);
        let raw = Arc::new(Mutex::new(Vec::new()));
        let log = Arc::clone(&raw);
        let (reading, output_end) = mpsc::channel::<()>();
        thread::spawn(move || {
            // Dropped when the thread ends: the sign that all is read.
            let _reading = reading;
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                // Logged before it is drawn: what a test saw on the
                // screen is then already in the raw output.
                if let Ok(mut log) = log.lock() {
                    log.extend_from_slice(&buf[..n]);
                }
                if let Ok(mut parser) = feed.lock() {
                    parser.process(&buf[..n]);
                }
            }
        });
        Session {
            screen,
            raw,
            output_end,
            writer,
            child,
            master,
            _data: None,
        }
    }

    pub fn mills(args: &[&str]) -> Session {
        Session::start(&binary(), args, 80, 24)
    }

    /// `mills` with the data directory `data`, shared with other sessions.
    pub fn mills_in(data: &Path, args: &[&str]) -> Session {
        Session::start_in(data, &binary(), args, 80, 24)
    }

    pub fn raw_output(&self) -> String {
        String::from_utf8_lossy(&self.raw.lock().unwrap()).into_owned()
    }

    /// Everything the program wrote, once it has closed its side of the
    /// terminal (it has exited) and the reader has read to the end; at
    /// most [`WAIT`].
    pub fn whole_output(&self) -> String {
        match self.output_end.recv_timeout(WAIT) {
            Err(mpsc::RecvTimeoutError::Disconnected) => self.raw_output(),
            _ => panic!("the output did not end: {:?}", self.raw_output()),
        }
    }

    /// Sends `keys` and waits, at most [`WAIT`], until the program has
    /// read them: its count of bytes read (`rchar` in `/proc/PID/io`)
    /// has grown by their length. Where the count is not to be had, it
    /// waits a fifth of a second instead.
    pub fn send_and_wait_read(&mut self, keys: &str) {
        let before = self.bytes_read();
        self.send(keys);
        let Some(before) = before else {
            thread::sleep(Duration::from_millis(200));
            return;
        };
        let deadline = Instant::now() + WAIT;
        while self.bytes_read().unwrap_or(u64::MAX) < before + keys.len() as u64 {
            assert!(Instant::now() < deadline, "{keys:?} never read");
            thread::sleep(Duration::from_micros(200));
        }
    }

    /// The bytes the program has read so far, where the system says.
    fn bytes_read(&self) -> Option<u64> {
        let pid = self.child.process_id()?;
        let io = std::fs::read_to_string(format!("/proc/{pid}/io")).ok()?;
        io.lines()
            .find_map(|line| line.strip_prefix("rchar:"))?
            .trim()
            .parse()
            .ok()
    }

    /// The screen as it is now.
    pub fn screen_now(&self) -> vt100::Screen {
        self.screen.lock().unwrap().screen().clone()
    }

    pub fn contents(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// Waits until the screen satisfies `test`, at most [`WAIT`].
    pub fn wait_until(&self, what: &str, test: impl Fn(&vt100::Screen) -> bool) {
        let deadline = Instant::now() + WAIT;
        loop {
            if test(self.screen.lock().unwrap().screen()) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {what}; the screen shows:\n{}",
                self.contents()
            );
            thread::sleep(Duration::from_micros(200));
        }
    }

    pub fn wait_for_text(&self, text: &str) {
        self.wait_until(text, |screen| screen.contents().contains(text));
    }

    pub fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    pub fn resize(&self, cols: u16, rows: u16) {
        self.screen
            .lock()
            .unwrap()
            .screen_mut()
            .set_size(rows, cols);
        self.master
            .resize(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
    }

    /// Waits for the program to end, at most [`WAIT`]; kills it otherwise.
    pub fn wait_exit(&mut self) -> portable_pty::ExitStatus {
        exit_within(&mut *self.child)
            .unwrap_or_else(|| panic!("mills did not exit; the screen shows:\n{}", self.contents()))
    }
}

impl Session {
    /// The process id of the program.
    pub fn pid(&self) -> u32 {
        self.child.process_id().expect("a running program")
    }

    /// The data directory of a session started with its own.
    pub fn data_dir(&self) -> Option<&Path> {
        self._data.as_ref().map(TempDir::path)
    }

    /// Kills the program with SIGKILL, as a crash or a closed terminal would.
    pub fn kill(&mut self) {
        let pid = self.child.process_id().unwrap();
        let status = std::process::Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status()
            .unwrap();
        assert!(status.success());
        let _ = self.child.wait();
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// `program` with `args`, started in a pseudo-terminal of its own of
/// `cols` × `rows`, in the data directory `data` (and in it as its
/// working directory): the program and the terminal's other side, the
/// only holder of it (dropped, it hangs the terminal up).
pub fn spawn_in_pty(
    data: &Path,
    program: &str,
    args: &[&str],
    cols: u16,
    rows: u16,
) -> (Box<dyn Child + Send + Sync>, Box<dyn MasterPty + Send>) {
    guard_real_data();
    let pair = native_pty_system()
        .openpty(PtySize {
            rows,
            cols,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("a pseudo-terminal");
    let mut command = CommandBuilder::new(program);
    command.args(args);
    command.env("TERM", "xterm-256color");
    command.env("NO_COLOR", "1");
    for (name, value) in isolated(data) {
        command.env(name, value);
    }
    // Started in its data directory, not the player's home (the
    // pseudo-terminal's default); its own home is never made.
    command.cwd(data);
    let child = pair.slave.spawn_command(command).expect("spawn mills");
    // The program holds its side; ours would keep the terminal from
    // ending with it.
    drop(pair.slave);
    (child, pair.master)
}

/// Waits for `child` to end, at most [`WAIT`]: its status, or `None`
/// once it has been killed for not ending.
pub fn exit_within(child: &mut (dyn Child + Send + Sync)) -> Option<portable_pty::ExitStatus> {
    let deadline = Instant::now() + WAIT;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return Some(status);
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            return None;
        }
        thread::sleep(Duration::from_millis(10));
    }
}

/// One line of a perft data file in `tests/data/`:
/// `variant depth count [moves...]`.
pub struct PerftLine {
    pub variant: String,
    pub depth: u32,
    pub count: u64,
    pub moves: Vec<String>,
}

/// The lines of a perft data file, comments and blank lines left out.
pub fn perft_lines(text: &str) -> Vec<PerftLine> {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let mut words = line.split_whitespace();
            let mut next = || words.next().expect("variant depth count [moves]");
            let variant = next().to_string();
            let depth = next().parse().expect("a depth");
            let count = next().parse().expect("a count");
            PerftLine {
                variant,
                depth,
                count,
                moves: words.map(str::to_string).collect(),
            }
        })
        .collect()
}

/// Runs `mills` with `args` and the data directory `data`, no terminal,
/// nothing on standard input.
pub fn mills_in(data: &Path, args: &[&str]) -> Output {
    command_in(data, &binary())
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("mills runs")
}

/// Standard output and error as text.
pub fn texts(output: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// A game of `variant` after `moves`.
pub fn played(variant: Variant, moves: &str) -> Game {
    let mut game = Game::new(variant);
    for token in moves.split_whitespace() {
        game.play_str(token).unwrap();
    }
    game
}

/// An unfinished game of nine between Ann and Bo.
pub fn unfinished(moves: &str) -> Record {
    Record::new(played(Variant::Nine, moves), "Ann", "Bo")
}

/// A finished game of nine (white resigned after `d2 d6`) between `white`
/// and `black`, written into the history of the data directory `data`
/// as the file `name`; its path.
pub fn finished_in_history(data: &Path, white: &str, black: &str, name: &str) -> PathBuf {
    let history = Store::at(data).history_dir();
    fs::create_dir_all(&history).unwrap();
    let mut game = played(Variant::Nine, "d2 d6");
    game.resign(Color::White).unwrap();
    let file = history.join(name);
    fs::write(&file, Record::new(game, white, black).to_string()).unwrap();
    file
}

/// The terminal game's arguments as `mills ARGS` parses them.
pub fn play_args(args: &[&str]) -> mills::cli::PlayArgs {
    use clap::Parser as _;
    let line = std::iter::once("mills").chain(args.iter().copied());
    mills::cli::Cli::try_parse_from(line).unwrap().play
}

/// The files in `dir`, sorted; none if it cannot be read.
pub fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files
}

/// The one autosave in `unfinished`, once it is there.
pub fn the_autosave(unfinished: &Path) -> PathBuf {
    let deadline = Instant::now() + WAIT;
    loop {
        let records: Vec<PathBuf> = files_in(unfinished)
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "txt"))
            .collect();
        if let [one] = records.as_slice() {
            return one.clone();
        }
        assert!(
            Instant::now() < deadline,
            "the new game is not autosaved: {records:?}"
        );
        thread::sleep(Duration::from_millis(10));
    }
}

/// The start's move number moved on, so that each puzzle made by
/// [`own_block`] in a test binary is its own (a puzzle the same as
/// another under a new id is refused).
static MOVED_ON: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1000);

/// `puzzle`'s block in our pack format under `id`, its own puzzle: the
/// start's move number moved on past every other made so.
pub fn own_block(puzzle: &mills::puzzle::Puzzle, id: &str) -> String {
    let by = MOVED_ON.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let block = mills::puzzle::pack::write_blocks(std::slice::from_ref(puzzle));
    let line = |line: &str| match line.split_once(' ') {
        Some(("id", _)) => format!("id {id}\n"),
        Some(("fen", fen)) => {
            let (head, number) = fen.rsplit_once(' ').expect("a move number");
            let number: u32 = number.parse().expect("a move number");
            format!("fen {head} {}\n", number + by)
        }
        _ => format!("{line}\n"),
    };
    block.lines().map(line).collect()
}

/// `count` puzzles of `variant` from the built-in pack as blocks of our
/// pack format, their ids `{prefix}-{n}`, each its own ([`own_block`]).
pub fn own_blocks(variant: &str, prefix: &str, count: usize) -> Vec<String> {
    let of: Vec<mills::puzzle::Puzzle> = mills::puzzle::pack::built_in()
        .puzzles
        .into_iter()
        .filter(|p| p.variant().name() == variant)
        .collect();
    (0..count)
        .map(|n| own_block(&of[n % of.len()], &format!("{prefix}-{n}")))
        .collect()
}

/// The puzzles of [`own_blocks`], read.
pub fn own_puzzles(variant: &str, prefix: &str, count: usize) -> Vec<mills::puzzle::Puzzle> {
    let text = own_blocks(variant, prefix, count).concat();
    let pack = mills::puzzle::pack::read(&text);
    assert!(pack.refused.is_empty(), "{:?}", pack.refused.first());
    pack.puzzles
}
