//! Comparing what two toolkits built: the host file byte for byte, and objects and executables
//! byte for byte, or, for the plain build, after masking what varies from run to run.
//!
//! A build with `--keep` (the compile, and the link of its object) names every intermediate file
//! after the program, so two stock builds of the same program from the same folder with the same
//! toolkit path are identical byte for byte: its object and executable are compared exactly
//! ([`compare_exact`]). nvcc derives every tool and header path from the path it was started as
//! (`tk/bin/nvcc` gives `-Itk/bin/..//include`), and the link step embeds nvlink's command line,
//! `-L` paths included, in the executable, so both toolkits are run under the same relative path.
//!
//! What varies in a plain build (no `--keep`), found by building the same program twice with the
//! stock nvcc 13.0.88, and how [`compare_plain`] masks it:
//! - **nvcc's temporary file names.** nvcc names its intermediate files
//!   `tmpxft_<pid:08x>_<n:08x>-<step>_NAME.*` in the temp folder, and gcc records the name of the
//!   file it compiled (`/tmp/tmpxft_..._NAME.cudafe1.cpp`) in the object's symbol table (an
//!   `STT_FILE` symbol), from where the linker copies it into the executable. [`mask_temp_names`]
//!   replaces the two hex numbers with `XXXXXXXX` (same length, so offsets stay put).
//! - **The executable's build id** (`.note.gnu.build-id`): a hash the linker computes over the
//!   output, so it differs whenever the temp names do. [`mask_build_id`] zeroes the section.
//! - **The device code's temp names, compressed.** With device debug information (`-G`) the
//!   cubin records the temp name of the PTX file it was assembled from, and fatbinary compresses
//!   the cubin into `.nv_fatbin` (whole program) or `__nv_relfatbin` (`-rdc`), where no mask can
//!   reach the name. These [`FATBIN_SECTIONS`] are left out of the plain comparison, section by
//!   section; the `--keep` build compares them exactly (the device code comes from gcc -E, cicc,
//!   ptxas and fatbinary, the same programs on both sides, so it can only differ through the
//!   module id the front end writes, which the `--keep` object shows).

use std::fmt::Write as _;

/// How two binaries compare.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BinaryDiff {
    /// Identical after masking.
    Equal,
    /// Different: where (the ELF sections whose contents differ, or why not section by section).
    Differs(String),
}

/// The sections holding compressed device code, which embeds temp names beyond a mask's reach.
pub const FATBIN_SECTIONS: [&str; 2] = [".nv_fatbin", "__nv_relfatbin"];

/// The sections that hold addresses of what follows the device code: when compression makes
/// a [`FATBIN_SECTIONS`] payload longer or shorter (the temp names' digits compress
/// differently), the relocations, the symbol values and the fatbin segment's pointers move
/// with it, though nothing else differs (seen in `-G -rdc=true` builds of the same program).
pub const LAYOUT_SECTIONS: [&str; 3] = [".rela.dyn", ".symtab", ".nvFatBinSegment"];

/// Compares two files of a `--keep` build: byte for byte.
pub fn compare_exact(reference: &[u8], candidate: &[u8]) -> BinaryDiff {
    compare(reference, candidate, &[])
}

/// Compares two files of a plain build: after [`mask`], and section by section without the
/// contents of [`FATBIN_SECTIONS`].
pub fn compare_plain(reference: &[u8], candidate: &[u8]) -> BinaryDiff {
    compare(&mask(reference), &mask(candidate), &FATBIN_SECTIONS)
}

/// Equal when the bytes are, or when both are ELF files with the same sections whose contents
/// agree outside `ignored`; else which sections differ.
fn compare(a: &[u8], b: &[u8], ignored: &[&str]) -> BinaryDiff {
    if a == b {
        return BinaryDiff::Equal;
    }
    let (Some(sa), Some(sb)) = (sections(a), sections(b)) else {
        return BinaryDiff::Differs(format!("not ELF files, {} and {} bytes", a.len(), b.len()));
    };
    let names = |s: &[Section]| s.iter().map(|x| x.name.clone()).collect::<Vec<_>>();
    if names(&sa) != names(&sb) {
        return BinaryDiff::Differs(format!(
            "different sections ({} and {})",
            sa.len(),
            sb.len()
        ));
    }
    let differing: Vec<&str> = sa
        .iter()
        .zip(&sb)
        .filter(|(x, y)| x.bytes(a) != y.bytes(b))
        .map(|(x, _)| x.name.as_str())
        .collect();
    if !ignored.is_empty() && differing.iter().all(|name| ignored.contains(name)) {
        return BinaryDiff::Equal;
    }
    // Only the ignored sections changed length: the address-holding sections may differ
    // too, while every other section has the same size and bytes.
    let resized: Vec<&str> = sa
        .iter()
        .zip(&sb)
        .filter(|(x, y)| x.size != y.size)
        .map(|(x, _)| x.name.as_str())
        .collect();
    if !ignored.is_empty()
        && !resized.is_empty()
        && resized.iter().all(|name| ignored.contains(name))
        && differing
            .iter()
            .all(|name| ignored.contains(name) || LAYOUT_SECTIONS.contains(name))
    {
        return BinaryDiff::Equal;
    }
    let mut text = if differing.is_empty() {
        "ELF headers differ".to_string()
    } else {
        format!("sections {} differ", differing.join(" "))
    };
    if a.len() != b.len() {
        let _ = write!(text, " ({} and {} bytes)", a.len(), b.len());
    }
    BinaryDiff::Differs(text)
}

/// Both masks: temp names everywhere, then the build id of an ELF file.
pub fn mask(bytes: &[u8]) -> Vec<u8> {
    let mut out = bytes.to_vec();
    mask_temp_names(&mut out);
    mask_build_id(&mut out);
    out
}

const TEMP_PREFIX: &[u8] = b"tmpxft_";

/// `tmpxft_0000796d_00000000-6_a.cudafe1.cpp` -> `tmpxft_XXXXXXXX_XXXXXXXX-6_a.cudafe1.cpp`.
pub fn mask_temp_names(bytes: &mut [u8]) {
    let mut i = 0;
    while let Some(at) = find(&bytes[i..], TEMP_PREFIX) {
        let start = i + at + TEMP_PREFIX.len();
        let end = start + 17;
        if end <= bytes.len() && is_temp_id(&bytes[start..end]) {
            for (k, b) in bytes[start..end].iter_mut().enumerate() {
                if k != 8 {
                    *b = b'X';
                }
            }
        }
        i = start;
    }
}

/// `XXXXXXXX_XXXXXXXX` with hex digits for the X's.
fn is_temp_id(id: &[u8]) -> bool {
    id.iter().enumerate().all(|(k, &b)| {
        if k == 8 {
            b == b'_'
        } else {
            b.is_ascii_hexdigit()
        }
    })
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Zeroes the contents of `.note.gnu.build-id`, if the bytes are an ELF file that has one.
pub fn mask_build_id(bytes: &mut [u8]) {
    let Some(list) = sections(bytes) else { return };
    for s in list.iter().filter(|s| s.name == ".note.gnu.build-id") {
        if let Some(range) = s.range(bytes.len()) {
            bytes[range].fill(0);
        }
    }
}

/// One section of an ELF file: its name and where its contents are in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    pub name: String,
    pub offset: usize,
    /// Bytes in the file (0 for `SHT_NOBITS`, e.g. `.bss`).
    pub size: usize,
}

impl Section {
    fn range(&self, len: usize) -> Option<std::ops::Range<usize>> {
        let end = self.offset.checked_add(self.size)?;
        (end <= len).then_some(self.offset..end)
    }

    fn bytes<'a>(&self, file: &'a [u8]) -> &'a [u8] {
        self.range(file.len()).map_or(&[], |r| &file[r])
    }
}

const SHT_NOBITS: u32 = 8;

/// The sections of a 64-bit little-endian ELF file (what gcc writes on x86-64), or `None` when
/// the bytes are not one or are truncated.
pub fn sections(file: &[u8]) -> Option<Vec<Section>> {
    if file.len() < 64 || &file[..4] != b"\x7fELF" || file[4] != 2 || file[5] != 1 {
        return None;
    }
    let u16_at = |at: usize| -> Option<usize> {
        Some(u16::from_le_bytes(file.get(at..at + 2)?.try_into().ok()?) as usize)
    };
    let u32_at = |at: usize| -> Option<u32> {
        Some(u32::from_le_bytes(file.get(at..at + 4)?.try_into().ok()?))
    };
    let u64_at = |at: usize| -> Option<usize> {
        usize::try_from(u64::from_le_bytes(file.get(at..at + 8)?.try_into().ok()?)).ok()
    };
    let shoff = u64_at(0x28)?;
    let shentsize = u16_at(0x3a)?;
    let shnum = u16_at(0x3c)?;
    let shstrndx = u16_at(0x3e)?;
    if shentsize < 64 || shstrndx >= shnum {
        return None;
    }
    let header = |i: usize| shoff.checked_add(i.checked_mul(shentsize)?);
    let strtab = header(shstrndx)?;
    let (names_at, names_size) = (u64_at(strtab + 24)?, u64_at(strtab + 32)?);
    let names = file.get(names_at..names_at.checked_add(names_size)?)?;
    let mut list = Vec::with_capacity(shnum);
    for i in 0..shnum {
        let h = header(i)?;
        let name_at = u32_at(h)? as usize;
        let name = names.get(name_at..)?;
        let name = &name[..name.iter().position(|&b| b == 0)?];
        let kind = u32_at(h + 4)?;
        let size = if kind == SHT_NOBITS {
            0
        } else {
            u64_at(h + 32)?
        };
        list.push(Section {
            name: String::from_utf8_lossy(name).into_owned(),
            offset: u64_at(h + 24)?,
            size,
        });
    }
    Some(list)
}

/// Where two host files first differ: `line N: 'candidate' expected 'reference'`, free of
/// machine paths, or `None` when they are equal.
pub fn first_text_difference(reference: &[u8], candidate: &[u8]) -> Option<String> {
    if reference == candidate {
        return None;
    }
    let (e, a) = (
        String::from_utf8_lossy(reference),
        String::from_utf8_lossy(candidate),
    );
    let (el, al): (Vec<&str>, Vec<&str>) = (e.lines().collect(), a.lines().collect());
    let i = el
        .iter()
        .zip(&al)
        .position(|(x, y)| x != y)
        .unwrap_or(el.len().min(al.len()));
    let line = |lines: &[&str]| {
        lines.get(i).map_or("<end of file>".to_string(), |l| {
            let l = crate::snapshot::strip_paths(l.trim());
            if l.chars().count() > 60 {
                l.chars().take(57).collect::<String>() + "..."
            } else {
                l
            }
        })
    };
    Some(format!(
        "line {}: '{}' expected '{}'",
        i + 1,
        line(&al),
        line(&el)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A minimal ELF64 file: the given sections (name, contents) after a 64-byte header, then the
    /// section name table, then the section headers (null section first).
    pub fn elf(sections: &[(&str, &[u8])]) -> Vec<u8> {
        let mut file = vec![0u8; 64];
        file[..6].copy_from_slice(b"\x7fELF\x02\x01");
        let mut placed = Vec::new();
        for (name, bytes) in sections {
            placed.push((name.to_string(), file.len(), bytes.len()));
            file.extend_from_slice(bytes);
        }
        let mut names = vec![0u8];
        let mut name_at = Vec::new();
        for (name, _, _) in placed.iter().map(|p| (&p.0, p.1, p.2)) {
            name_at.push(names.len());
            names.extend_from_slice(name.as_bytes());
            names.push(0);
        }
        let shstrtab_name = names.len();
        names.extend_from_slice(b".shstrtab\0");
        let names_offset = file.len();
        file.extend_from_slice(&names);
        let shoff = file.len();
        let mut header = |name: usize, kind: u32, offset: usize, size: usize| {
            let mut h = [0u8; 64];
            h[..4].copy_from_slice(&(name as u32).to_le_bytes());
            h[4..8].copy_from_slice(&kind.to_le_bytes());
            h[24..32].copy_from_slice(&(offset as u64).to_le_bytes());
            h[32..40].copy_from_slice(&(size as u64).to_le_bytes());
            file.extend_from_slice(&h);
        };
        header(0, 0, 0, 0);
        for (i, (_, offset, size)) in placed.iter().enumerate() {
            header(name_at[i], 1, *offset, *size);
        }
        header(shstrtab_name, 3, names_offset, names.len());
        let shnum = sections.len() + 2;
        file[0x28..0x30].copy_from_slice(&(shoff as u64).to_le_bytes());
        file[0x3a..0x3c].copy_from_slice(&64u16.to_le_bytes());
        file[0x3c..0x3e].copy_from_slice(&(shnum as u16).to_le_bytes());
        file[0x3e..0x40].copy_from_slice(&((shnum - 1) as u16).to_le_bytes());
        file
    }

    #[test]
    fn temp_names_are_masked_in_place() {
        let mut bytes = b"x/tmp/tmpxft_0000796d_00000000-6_a.cudafe1.cpp\0tmpxft_zz".to_vec();
        let len = bytes.len();
        mask_temp_names(&mut bytes);
        assert_eq!(
            bytes,
            b"x/tmp/tmpxft_XXXXXXXX_XXXXXXXX-6_a.cudafe1.cpp\0tmpxft_zz".to_vec()
        );
        assert_eq!(bytes.len(), len);
    }

    #[test]
    fn sections_are_read_and_the_build_id_is_masked() {
        let a = elf(&[
            (".text", b"\x90\x90"),
            (".note.gnu.build-id", b"GNU-aaaa"),
            (".strtab", b"tmpxft_00001111_00000000-6_k.cudafe1.cpp"),
        ]);
        let names: Vec<String> = sections(&a).unwrap().into_iter().map(|s| s.name).collect();
        assert_eq!(
            names,
            ["", ".text", ".note.gnu.build-id", ".strtab", ".shstrtab"]
        );
        let b = elf(&[
            (".text", b"\x90\x90"),
            (".note.gnu.build-id", b"GNU-bbbb"),
            (".strtab", b"tmpxft_00002222_00000000-6_k.cudafe1.cpp"),
        ]);
        assert_ne!(a, b);
        assert_eq!(compare_plain(&a, &b), BinaryDiff::Equal);
        assert!(matches!(compare_exact(&a, &b), BinaryDiff::Differs(_)));
        let c = elf(&[
            (".text", b"\x90\xc3"),
            (".note.gnu.build-id", b"GNU-cccc"),
            (".strtab", b"tmpxft_00003333_00000000-6_k.cudafe1.cpp"),
        ]);
        assert_eq!(
            compare_plain(&a, &c),
            BinaryDiff::Differs("sections .text differ".into())
        );
        assert!(
            matches!(compare_exact(b"abc", b"abd"), BinaryDiff::Differs(t) if t.contains("not ELF"))
        );
        assert!(sections(&a[..100]).is_none());
    }

    #[test]
    fn compressed_device_code_is_left_out_of_the_plain_comparison_only() {
        let a = elf(&[
            (".text", b"\x90"),
            ("__nv_relfatbin", b"zzzzzz"),
            (".nv_fatbin", b"q"),
        ]);
        let b = elf(&[
            (".text", b"\x90"),
            ("__nv_relfatbin", b"yyyy"),
            (".nv_fatbin", b"r"),
        ]);
        assert_eq!(compare_plain(&a, &b), BinaryDiff::Equal);
        assert_eq!(
            compare_exact(&a, &b),
            BinaryDiff::Differs(
                "sections __nv_relfatbin .nv_fatbin differ (435 and 433 bytes)".into()
            )
        );
        let c = elf(&[
            (".text", b"\xc3"),
            ("__nv_relfatbin", b"yyyy"),
            (".nv_fatbin", b"r"),
        ]);
        assert_eq!(
            compare_plain(&a, &c),
            BinaryDiff::Differs(
                "sections .text __nv_relfatbin .nv_fatbin differ (435 and 433 bytes)".into()
            )
        );
    }

    #[test]
    fn device_code_of_another_length_may_move_the_addresses_that_follow_it() {
        let a = elf(&[
            (".text", b"\x90"),
            (".nv_fatbin", b"qqqq"),
            (".symtab", b"\x01\x02"),
            (".rela.dyn", b"\x10"),
        ]);
        let b = elf(&[
            (".text", b"\x90"),
            (".nv_fatbin", b"qqq"),
            (".symtab", b"\x01\x03"),
            (".rela.dyn", b"\x11"),
        ]);
        assert_eq!(compare_plain(&a, &b), BinaryDiff::Equal);
        // Not when the device code kept its length, nor beyond the address-holding sections.
        let same_length = elf(&[
            (".text", b"\x90"),
            (".nv_fatbin", b"rrrr"),
            (".symtab", b"\x01\x03"),
            (".rela.dyn", b"\x10"),
        ]);
        assert!(matches!(
            compare_plain(&a, &same_length),
            BinaryDiff::Differs(_)
        ));
        let code = elf(&[
            (".text", b"\xc3"),
            (".nv_fatbin", b"qqq"),
            (".symtab", b"\x01\x03"),
            (".rela.dyn", b"\x11"),
        ]);
        assert!(matches!(compare_plain(&a, &code), BinaryDiff::Differs(_)));
    }

    #[test]
    fn host_files_differ_at_a_line() {
        assert_eq!(first_text_difference(b"a\nb\n", b"a\nb\n"), None);
        assert_eq!(
            first_text_difference(
                b"a\n# 3 \"/usr/include/x.h\"\nb\n",
                b"a\n# 3 \"/usr/include/x.h\"\nc\n"
            )
            .unwrap(),
            "line 3: 'c' expected 'b'"
        );
        assert_eq!(
            first_text_difference(b"a\nb\n", b"a\n").unwrap(),
            "line 2: '<end of file>' expected 'b'"
        );
    }
}
