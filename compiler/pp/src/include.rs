//! `#include` and `#include_next`: finding the file and entering it.
//!
//! Search order (measured on cudafe++ 13.0): for `"name"` the directory of the including
//! file, then each `-I` directory, then system directories; for `<name>` the `-I`
//! directories, then `--sys_include` directories, then `/usr/include`. The file is named
//! as found, directory and spelling joined (`sub/j.h`, `./i.h`, `inc/i.h` for `-Iinc/`,
//! `/usr/include/gnumake.h`); files found in system directories are system headers.
//! A name may come from macros (`#include H`, `#include A` with `A` = `<i.h>`).
//!
//! Failures: no name, or an unterminated one, is catastrophic `expected a file name`; a
//! file not found is catastrophic `cannot open source file "nope.h"` with the caret at
//! the end of the directive line (after any comment). One file may be open at most ten
//! times at once; the eleventh `#include` of it is catastrophic `#include file "x.h"
//! includes itself` (a guarded self-include is therefore fine). Extra text after the
//! name warns (#14). `#include_next` in the primary file warns (#1662) and searches
//! normally. `#pragma once` files are entered once (the primary file is not one of them).

use super::{IncludeEvent, Msg, OpenFile, PpToken, Preprocessor, Severity, Where};
use crate::lex::{literal, Encoding, Lexer, Punct, TokenKind};
use crate::source::{Load, Pos};

/// The directory part of a path (`""` for none, `"/"` for the root).
pub fn dir_of(path: &[u8]) -> Vec<u8> {
    match path.iter().rposition(|&c| c == b'/') {
        Some(0) => b"/".to_vec(),
        Some(i) => path[..i].to_vec(),
        None => Vec::new(),
    }
}

/// Joins a directory and a name as the reference names included files.
pub fn join(dir: &[u8], name: &[u8]) -> Vec<u8> {
    if dir.is_empty() || name.starts_with(b"/") {
        return name.to_vec();
    }
    let mut p = dir.to_vec();
    if !p.ends_with(b"/") {
        p.push(b'/');
    }
    p.extend_from_slice(name);
    p
}

/// A file found by the include search.
struct Found {
    path: Vec<u8>,
    identity: Vec<u8>,
    bytes: Vec<u8>,
    found_at: Option<usize>,
    system: bool,
}

impl Preprocessor<'_> {
    /// `#include` (or `#include_next` when `next`).
    pub(crate) fn dir_include(&mut self, hash: PpToken, name: PpToken, next: bool) {
        let file = name.spell.file;
        let header = {
            let Some(of) = self.files.last_mut() else {
                return;
            };
            let src = self.sm.bytes(of.file);
            of.lexer.header_name(src)
        };
        let (spelled, angled, rest, last) = if let Some(h) = header {
            let tok = PpToken::from_lexed(h, file);
            if h.has(crate::lex::flags::UNTERMINATED) {
                self.skip_line();
                self.report_at(Msg::ExpFileName, Severity::Catastrophic, tok.loc);
                return;
            }
            let text = self.spelling(&tok).into_owned();
            let body = text
                .get(1..text.len().saturating_sub(1))
                .unwrap_or_default()
                .to_vec();
            if body.is_empty() {
                self.skip_line();
                self.report_at(Msg::ExpFileName, Severity::Catastrophic, tok.loc);
                return;
            }
            let rest = self.rest_of_line();
            let last = rest.last().copied().unwrap_or(tok);
            (body, h.has(crate::lex::flags::ANGLED), rest, last)
        } else {
            let line = self.rest_of_line();
            let end = self.directive_end(&name, &line);
            let last = line.last().copied().unwrap_or(name);
            let toks = self.expand_list(line, end);
            if self.finished {
                return;
            }
            let Some(first) = toks.first().copied() else {
                self.report_at(Msg::ExpFileName, Severity::Catastrophic, end);
                return;
            };
            if first.kind == TokenKind::Str(Encoding::Plain)
                && !first.has(u32::from(crate::lex::flags::RAW))
            {
                let s = self.spelling(&first).into_owned();
                let body = literal::parts(&s)
                    .map(|p| p.body.to_vec())
                    .unwrap_or_default();
                (body, false, toks[1..].to_vec(), last)
            } else if first.is_punct(Punct::Lt) {
                let Some(close) = toks.iter().position(|t| t.is_punct(Punct::Gt)) else {
                    self.report_at(Msg::ExpFileName, Severity::Catastrophic, first.loc);
                    return;
                };
                let mut body = Vec::new();
                for (i, t) in toks[1..close].iter().enumerate() {
                    if i > 0 && t.has(u32::from(crate::lex::flags::SPACE_BEFORE)) {
                        body.push(b' ');
                    }
                    body.extend_from_slice(&self.spelling(t));
                }
                (body, true, toks[close + 1..].to_vec(), last)
            } else {
                self.report_at(Msg::ExpFileName, Severity::Catastrophic, first.loc);
                return;
            }
        };
        self.extra_text(&rest, Severity::Warning);
        let end = self.line_end_after(&last);
        if next && self.files.len() == 1 {
            self.report_at(Msg::IncludeNextInPrimary, Severity::Warning, name.loc);
        }
        let Some(found) = self.search(&spelled, angled, next) else {
            self.report(
                Msg::CannotOpenFile,
                Severity::Catastrophic,
                Where::At(end),
                vec![spelled],
            );
            return;
        };
        if self.once.contains(&found.identity) {
            return;
        }
        let open = self
            .files
            .iter()
            .filter(|f| f.identity == found.identity)
            .count();
        if open >= self.opts.max_open_per_file {
            self.report(
                Msg::IncludeRecursion,
                Severity::Catastrophic,
                Where::At(end),
                vec![spelled],
            );
            return;
        }
        self.enter_file(found, hash.loc);
    }

    fn enter_file(&mut self, found: Found, from: Pos) {
        let id = match self.sm.add_file(
            &found.path,
            Some(&found.identity),
            found.bytes,
            Some(from),
            found.system,
        ) {
            Ok(id) => id,
            Err(_) => {
                let end = self.end_of_line(from);
                self.report(
                    Msg::CannotOpenFile,
                    Severity::Catastrophic,
                    Where::At(end),
                    vec![found.path],
                );
                return;
            }
        };
        if let Some(parent) = self.files.last_mut() {
            parent.pending = self.lookahead.take();
        }
        let start = self.sm.content_start(id);
        self.files.push(OpenFile {
            file: id,
            lexer: Lexer::new(start, self.opts.lex),
            conds: Vec::new(),
            identity: found.identity,
            dir: dir_of(&found.path),
            found_at: found.found_at,
            system: found.system,
            pending: None,
        });
        self.records.includes.push(IncludeEvent::Enter {
            file: id,
            from,
            at_token: self.delivered,
        });
    }

    /// Searches the include path.
    fn search(&mut self, name: &[u8], angled: bool, next: bool) -> Option<Found> {
        if name.is_empty() {
            return None;
        }
        let current = self.files.last()?;
        if name.starts_with(b"/") {
            return self.try_load(name.to_vec(), None, false);
        }
        let mut list: Vec<(Vec<u8>, bool)> = Vec::new();
        list.extend(self.opts.include_dirs.iter().map(|d| (d.clone(), false)));
        list.extend(self.opts.system_dirs.iter().map(|d| (d.clone(), true)));
        list.extend(
            self.opts
                .default_system_dirs
                .iter()
                .map(|d| (d.clone(), true)),
        );
        let mut first = 0;
        // `#include_next` from a file not found on the search list (the primary file)
        // searches like `#include`.
        let next = next && current.found_at.is_some();
        if next {
            if let Some(i) = current.found_at {
                first = i + 1;
            }
        } else if !angled {
            let dir = current.dir.clone();
            let system = current.system;
            if let Some(f) = self.try_load(join(&dir, name), None, system) {
                return Some(f);
            }
        }
        for (i, (dir, system)) in list.into_iter().enumerate().skip(first) {
            if let Some(f) = self.try_load(join(&dir, name), Some(i), system) {
                return Some(f);
            }
        }
        None
    }

    fn try_load(&mut self, path: Vec<u8>, found_at: Option<usize>, system: bool) -> Option<Found> {
        match self.loader.load(&path) {
            Load::Loaded { bytes, identity } => Some(Found {
                path,
                identity,
                bytes,
                found_at,
                system,
            }),
            Load::NotFound => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths() {
        assert_eq!(dir_of(b"sub/s.h"), b"sub");
        assert_eq!(dir_of(b"x.cu"), b"");
        assert_eq!(dir_of(b"/x.h"), b"/");
        assert_eq!(join(b"", b"i.h"), b"i.h");
        assert_eq!(join(b"inc/", b"i.h"), b"inc/i.h");
        assert_eq!(join(b"sub", b"j.h"), b"sub/j.h");
        assert_eq!(join(b"sub", b"/abs.h"), b"/abs.h");
    }
}
