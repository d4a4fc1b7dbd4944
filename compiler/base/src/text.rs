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
