//! The terminal front end (issue 3).
