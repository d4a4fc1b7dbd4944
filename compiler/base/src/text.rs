//! Bytes of OS strings. cudafe++ treats arguments and file names as plain bytes (argv may
//! be any bytes), and echoes them unchanged in its diagnostics, so rcudafe does too.

use std::borrow::Cow;
use std::ffi::{OsStr, OsString};

/// The bytes of an OS string (exact on Unix; lossy UTF-8 elsewhere).
pub fn os_bytes(s: &OsStr) -> Cow<'_, [u8]> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        Cow::Borrowed(s.as_bytes())
    }
    #[cfg(not(unix))]
    {
        match s.to_string_lossy() {
            Cow::Borrowed(t) => Cow::Borrowed(t.as_bytes()),
            Cow::Owned(t) => Cow::Owned(t.into_bytes()),
        }
    }
}

/// An OS string from bytes (exact on Unix; lossy UTF-8 elsewhere).
pub fn os_string(bytes: Vec<u8>) -> OsString {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStringExt;
        OsString::from_vec(bytes)
    }
    #[cfg(not(unix))]
    {
        OsString::from(String::from_utf8_lossy(&bytes).into_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let raw = vec![b'a', 0xff, b'b'];
        let s = os_string(raw.clone());
        #[cfg(unix)]
        assert_eq!(os_bytes(&s).as_ref(), &raw[..]);
        assert_eq!(os_bytes(OsStr::new("t.cu")).as_ref(), b"t.cu");
    }
}

/// The length of the character at the start of `bytes` as diagnostics count columns: a
/// complete UTF-8 sequence is one character; any other byte (a stray continuation byte, a
/// lead byte without its continuation) is one character by itself.
pub fn char_len(bytes: &[u8]) -> usize {
    let Some(&lead) = bytes.first() else {
        return 0;
    };
    let n = match lead {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return 1,
    };
    let complete = bytes.len() >= n && std::str::from_utf8(&bytes[..n]).is_ok();
    if complete {
        n
    } else {
        1
    }
}

/// How many characters ([`char_len`]) `bytes` holds.
pub fn char_count(bytes: &[u8]) -> usize {
    let (mut i, mut count) = (0, 0);
    while i < bytes.len() {
        i += char_len(&bytes[i..]);
        count += 1;
    }
    count
}

#[cfg(test)]
mod char_tests {
    use super::*;

    #[test]
    fn only_complete_sequences_are_one_character() {
        assert_eq!(char_count(b"\xe3\x81\x82 @"), 3);
        assert_eq!(char_count(b"\xb1 @"), 3);
        assert_eq!(char_count(b"\xc6\xda @"), 4);
        assert_eq!(char_count(b"\xe3t @"), 4);
    }
}
