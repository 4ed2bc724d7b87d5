//! What set-up text keeps of the turns a position remembers: morabaraba's
//! shuttle ban, which Sanmill's FEN writes as each player's "last mill"
//! move (its rule of the same effect, "restrict repeated mills"), and the
//! previous move that option `no-repeat-mill` looks back on.

use super::{LastMove, Position};
use crate::rules::mill::RuleOption;

/// Each player's (white's, black's) remembered move, from and to, as
/// board indices.
pub(in crate::rules::mill) type Memory = [Option<(usize, usize)>; 2];

impl Position {
    /// Each player's previous move if it broke a mill and closed one,
    /// where the rules ban moving straight back (morabaraba).
    pub(in crate::rules::mill) fn shuttle_memory(&self) -> Memory {
        let remembered = self.variant().rules().no_shuttle;
        self.remembered(|l| remembered && l.broke_mill && l.closed_mill)
    }

    /// Each player's previous move if it closed no mill, where option
    /// `no-repeat-mill` says moving straight back closes none either.
    pub(in crate::rules::mill) fn repeat_memory(&self) -> Memory {
        let remembered = self.rules.has(RuleOption::NoRepeatMill);
        self.remembered(|l| remembered && !l.closed_mill)
    }

    fn remembered(&self, keep: impl Fn(&LastMove) -> bool) -> Memory {
        self.last.map(|last| {
            last.filter(|l| keep(l))
                .map(|l| (usize::from(l.from), usize::from(l.to)))
        })
    }

    /// This position remembering, for each player, a previous move that
    /// broke a mill and closed one (`shuttle`) or one that closed none
    /// (`repeat`). Nothing is remembered where the rules do not look back.
    pub(in crate::rules::mill) fn with_memory(
        mut self,
        shuttle: Memory,
        repeat: Memory,
    ) -> Position {
        if !self.rules.looks_back() {
            return self;
        }
        for (c, last) in self.last.iter_mut().enumerate() {
            let closed = |(from, to): (usize, usize), mill: bool| LastMove {
                from: from as u8,
                to: to as u8,
                broke_mill: mill,
                closed_mill: mill,
            };
            *last = shuttle[c]
                .map(|m| closed(m, true))
                .or(repeat[c].map(|m| closed(m, false)));
        }
        self
    }
}
