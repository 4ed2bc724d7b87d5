//! Game records: the text format, saving, loading, autosave (issue 4).
