//! What set-up text keeps of the turns a position remembers: morabaraba's
//! shuttle ban, which Sanmill's FEN writes as each player's "last mill"
//! move (its rule of the same effect, "restrict repeated mills").

use super::{LastMove, Position};

impl Position {
    /// Each player's previous move (from, to, as board indices) if it broke
    /// a mill and closed one, where the rules ban moving straight back
    /// (morabaraba); `None` elsewhere.
    pub(in crate::rules::mill) fn shuttle_memory(&self) -> [Option<(usize, usize)>; 2] {
        let banned = |last: Option<LastMove>| {
            last.filter(|l| l.broke_mill && l.closed_mill)
                .map(|l| (usize::from(l.from), usize::from(l.to)))
        };
        if self.variant().rules().no_shuttle {
            [banned(self.last[0]), banned(self.last[1])]
        } else {
            [None; 2]
        }
    }

    /// This position remembering, for each player, a previous move from one
    /// board index to another that broke a mill and closed one. Nothing is
    /// remembered where the rules do not look back.
    pub(in crate::rules::mill) fn with_shuttle_memory(
        mut self,
        memory: [Option<(usize, usize)>; 2],
    ) -> Position {
        if !self.rules.looks_back() {
            return self;
        }
        for (last, moved) in self.last.iter_mut().zip(memory) {
            *last = moved.map(|(from, to)| LastMove {
                from: from as u8,
                to: to as u8,
                broke_mill: true,
                closed_mill: true,
            });
        }
        self
    }
}
