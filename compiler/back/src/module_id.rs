//! The module id: the string that names a translation unit to the CUDA toolchain.
//!
//! cudafe++ writes it to `--module_id_file_name` (with `--gen_module_id_file`, no trailing
//! newline) or reads it from there verbatim (read mode); cicc always reads it. It also names
//! the anonymous namespace (`_GLOBAL__N_<id>`), the rdc static prefix
//! (`__nv_static_<len>_<id>_`) and cicc's `_INTERNAL<id>` prefix.
//!
//! The generated id (reference-behavior.md §4) is
//! `_<crc32(orig path)>_<len(base)>_<base>_<entity>` with every byte that is not an ASCII
//! letter or digit replaced by `_`, where `<entity>` is the symbol name of the first
//! eligible entity of the TU ([`eligible`]) when it has at most 8 bytes, else the hex CRC-32
//! of that name. A TU without an eligible entity falls back to a CRC of the input's mtime
//! (as `ctime` prints it) and the working directory, followed by the process id.

use std::ffi::OsStr;

use crate::il::decl::{FnFlags, StorageClass};
use crate::il::{DeclId, DeclKind, DeclName, Item, Quals, TranslationUnit, Type};
use crate::output::OpenFailure;
use crate::source;

/// Where a generated id comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IdSource<'a> {
    /// The symbol name of the first eligible entity (the normal, deterministic case).
    Entity(&'a [u8]),
    /// No eligible entity: the `ctime` text of the display file's mtime (with its newline),
    /// the working directory and the process id.
    Fallback {
        ctime: &'a [u8],
        cwd: &'a [u8],
        pid: u32,
    },
}

/// The bytes of a CRC-32 (zlib's polynomial) as eight lowercase hex digits.
fn crc_hex(bytes: &[u8]) -> String {
    format!("{:08x}", crc32fast::hash(bytes))
}

/// The last `/`-separated component of a name.
fn base_name(name: &[u8]) -> &[u8] {
    match name.iter().rposition(|&b| b == b'/') {
        Some(slash) => &name[slash + 1..],
        None => name,
    }
}

/// The generated module id.
///
/// `orig_path` is `--orig_src_path_name` (absent or empty: a CRC of 0); `display_name` is
/// `--orig_src_file_name` when given, else the input name (`-` for standard input).
pub fn generate(orig_path: Option<&[u8]>, display_name: &[u8], source: &IdSource) -> Vec<u8> {
    let options_crc = match orig_path {
        Some(path) if !path.is_empty() => crc_hex(path),
        _ => "00000000".to_owned(),
    };
    let base = base_name(display_name);
    let mut id = format!("_{options_crc}_{}_", base.len()).into_bytes();
    id.extend_from_slice(base);
    id.push(b'_');
    match source {
        IdSource::Entity(name) if name.len() <= 8 => id.extend_from_slice(name),
        IdSource::Entity(name) => id.extend_from_slice(crc_hex(name).as_bytes()),
        IdSource::Fallback { ctime, cwd, pid } => {
            let mut stamp = ctime.to_vec();
            stamp.extend_from_slice(cwd);
            id.extend_from_slice(crc_hex(&stamp).as_bytes());
            id.extend_from_slice(format!("_{pid}").as_bytes());
        }
    }
    for byte in &mut id {
        if !byte.is_ascii_alphanumeric() {
            *byte = b'_';
        }
    }
    id
}

/// Read mode: the id is the whole file, verbatim (a trailing newline included).
pub fn read(name: &OsStr) -> Result<Vec<u8>, OpenFailure> {
    source::read_file(name)
}

/// The fallback's inputs from the environment: `ctime` of the display file's mtime (the
/// current time when it cannot be read), `getcwd()` and `getpid()`.
pub fn fallback_inputs(display_name: &OsStr) -> (Vec<u8>, Vec<u8>, u32) {
    let seconds = std::fs::metadata(display_name)
        .and_then(|m| m.modified())
        .unwrap_or_else(|_| std::time::SystemTime::now());
    let seconds = match seconds.duration_since(std::time::UNIX_EPOCH) {
        Ok(after) => i64::try_from(after.as_secs()).unwrap_or(i64::MAX),
        Err(before) => -i64::try_from(before.duration().as_secs()).unwrap_or(i64::MAX),
    };
    let cwd = std::env::current_dir()
        .map(|d| crate::text::os_bytes(d.as_os_str()).into_owned())
        .unwrap_or_default();
    (
        ctime(&local_time(seconds)).into_bytes(),
        cwd,
        std::process::id(),
    )
}

/// A broken-down time, as `struct tm` has it (`month` 0-11, `weekday` 0-6 from Sunday).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BrokenDownTime {
    pub year: i64,
    pub month: u32,
    pub day: u32,
    pub hour: u32,
    pub minute: u32,
    pub second: u32,
    pub weekday: u32,
}

/// The C library's `ctime` text: `Mon Jan  1 00:00:01 2001\n`.
pub fn ctime(t: &BrokenDownTime) -> String {
    const DAYS: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    format!(
        "{} {}{:3} {:02}:{:02}:{:02} {}\n",
        DAYS[t.weekday as usize % 7],
        MONTHS[t.month as usize % 12],
        t.day,
        t.hour,
        t.minute,
        t.second,
        t.year
    )
}

/// Seconds since the epoch in UTC, broken down (proleptic Gregorian calendar).
pub fn utc_time(seconds: i64) -> BrokenDownTime {
    let days = seconds.div_euclid(86_400);
    let rest = seconds.rem_euclid(86_400) as u32;
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    BrokenDownTime {
        year,
        month: month - 1,
        day,
        hour: rest / 3600,
        minute: rest / 60 % 60,
        second: rest % 60,
        weekday: (days + 4).rem_euclid(7) as u32,
    }
}

#[cfg(unix)]
extern "C" {
    /// POSIX; the `libc` crate does not declare it.
    fn tzset();
}

/// Seconds since the epoch in the local time zone (`TZ`), as `localtime` gives it.
#[cfg(unix)]
pub fn local_time(seconds: i64) -> BrokenDownTime {
    #[allow(clippy::useless_conversion)] // time_t is 32-bit on some targets
    let Ok(t) = libc::time_t::try_from(seconds).map_err(drop) else {
        return utc_time(seconds);
    };
    // SAFETY: `tzset` has no preconditions; `localtime_r` writes only into `tm`, which is a
    // plain C struct for which all-zero bytes are a valid value.
    let tm = unsafe {
        tzset();
        let mut tm: libc::tm = std::mem::zeroed();
        if libc::localtime_r(&t, &mut tm).is_null() {
            return utc_time(seconds);
        }
        tm
    };
    let field = |v: libc::c_int| u32::try_from(v).unwrap_or(0);
    BrokenDownTime {
        year: i64::from(tm.tm_year) + 1900,
        month: field(tm.tm_mon),
        day: field(tm.tm_mday),
        hour: field(tm.tm_hour),
        minute: field(tm.tm_min),
        second: field(tm.tm_sec),
        weekday: field(tm.tm_wday),
    }
}

/// Without a C library time zone, UTC.
#[cfg(not(unix))]
pub fn local_time(seconds: i64) -> BrokenDownTime {
    utc_time(seconds)
}

/// `_GLOBAL__N_<id>`: the anonymous namespace's name (and `_NV_ANON_NAMESPACE`).
pub fn anon_namespace_name(id: &[u8]) -> Vec<u8> {
    [b"_GLOBAL__N_".as_slice(), id].concat()
}

/// `__nv_static_<len>_<id>_`: the prefix rdc mode gives internal-linkage device entities
/// (`<len>` is the length of the id).
pub fn static_prefix(id: &[u8]) -> Vec<u8> {
    let mut prefix = format!("__nv_static_{}_", id.len()).into_bytes();
    prefix.extend_from_slice(id);
    prefix.push(b'_');
    prefix
}

/// `_INTERNAL<id>`: cicc's mangling prefix for internal-linkage entities.
pub fn internal_prefix(id: &[u8]) -> Vec<u8> {
    [b"_INTERNAL".as_slice(), id].concat()
}

/// What the eligibility rules need to know about one declaration.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EntityFacts {
    pub kind: EntityKind,
    /// External linkage (not `static`, not in an anonymous namespace, not a const-qualified
    /// namespace-scope variable without `extern`).
    pub external_linkage: bool,
    /// A variable: it has an initializer, or its type has a user-provided constructor
    /// (`int x = 1;`, `int x{};`, `S s;`). A function: this declaration is a definition.
    pub defines: bool,
    /// Variables only: `extern` without an initializer.
    pub extern_declaration: bool,
    /// `const` (a const-qualified object type) or `constexpr`.
    pub constant: bool,
    /// `inline` (explicit, or implied by an in-class definition or `constexpr`).
    pub inline: bool,
    /// A template, a member of one, an instantiation or an explicit specialization.
    pub templated: bool,
    /// Functions: `= delete`.
    pub deleted: bool,
    /// Functions: the declared return type is deduced (`auto f()`, `decltype(auto)`).
    /// Variables: the declared type is (`auto v = 1;`, `C auto v = 1;`).
    pub deduced_return: bool,
    /// Variables: the type is a closure type.
    pub lambda_typed: bool,
}

/// Whether an entity is a variable or a function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EntityKind {
    #[default]
    Variable,
    Function,
}

/// Whether a declaration can give the module id its entity part (reference-behavior.md §4).
/// The first eligible declaration in source order (headers included) wins.
pub fn eligible(facts: &EntityFacts) -> bool {
    if !facts.external_linkage || !facts.defines || facts.inline || facts.templated {
        return false;
    }
    match facts.kind {
        EntityKind::Variable => {
            !facts.extern_declaration
                && !facts.constant
                && !facts.lambda_typed
                && !facts.deduced_return
        }
        EntityKind::Function => !facts.deleted && !facts.constant && !facts.deduced_return,
    }
}

/// The facts [`eligible`] needs about one IL declaration (`None`: not a variable or
/// function, or a non-static data member).
pub fn facts_of(tu: &TranslationUnit, id: DeclId) -> Option<EntityFacts> {
    facts_with(tu, id, &mut ChainMemo::default())
}

/// What the eligibility rules ask of every declaration of an entity up to one of them:
/// whether one is a non-member `static`, and the function flags any of them has.
#[derive(Clone, Copy, Debug, Default)]
struct ChainFacts {
    static_nonmember: bool,
    fn_flags: u32,
}

/// [`ChainFacts`] by declaration, so a scan over thousands of redeclarations reads each
/// chain once.
#[derive(Default)]
struct ChainMemo(std::collections::HashMap<DeclId, ChainFacts>);

impl ChainMemo {
    /// The facts of `id` and every declaration before it (following `prev`).
    fn of(&mut self, tu: &TranslationUnit, id: DeclId) -> ChainFacts {
        // The declarations up to the first one already known, then back down.
        let mut pending = Vec::new();
        let mut cur = Some(id);
        let mut known = ChainFacts::default();
        while let Some(c) = cur {
            if let Some(f) = self.0.get(&c) {
                known = *f;
                break;
            }
            if pending.len() > tu.decls.len() {
                break; // a cycle would be a bug; never loop forever
            }
            pending.push(c);
            cur = tu.decls.get(c).and_then(|d| d.prev);
        }
        for c in pending.into_iter().rev() {
            let d = &tu.decls[c];
            match &d.kind {
                DeclKind::Var(v) => {
                    known.static_nonmember |=
                        v.storage == StorageClass::Static && !is_member(tu, c);
                }
                DeclKind::Function(g) => {
                    known.static_nonmember |=
                        g.storage == StorageClass::Static && !is_member(tu, c);
                    known.fn_flags |= g.flags.0;
                }
                _ => {}
            }
            self.0.insert(c, known);
        }
        known
    }
}

fn facts_with(tu: &TranslationUnit, id: DeclId, memo: &mut ChainMemo) -> Option<EntityFacts> {
    let d = tu.decls.get(id)?;
    let templated = d.instance_of.is_some()
        || d.parent
            .and_then(|p| tu.decls.get(p))
            .is_some_and(|p| matches!(p.kind, DeclKind::Template(_)))
        // An abbreviated function template: a parameter declared with a placeholder
        // (`void g(auto x)`, `void g(C auto x)`).
        || matches!(&d.kind, DeclKind::Function(f) if f.params.iter().any(|&p| {
            tu.decls.get(p).and_then(|pd| pd.ty()).is_some_and(|t| declared_with_placeholder(tu, t))
        }));
    // Every declaration of the entity up to this one.
    let chain = memo.of(tu, id);
    let types = &tu.types;
    match &d.kind {
        DeclKind::Var(v) if !v.field => {
            let is_static = chain.static_nonmember;
            let mut object = types.canonical(v.ty);
            while let Type::Array(elem, _) = types.get(object) {
                object = types.canonical(*elem);
            }
            let (base, q) = types.split_quals(object);
            let class = match types.get(base) {
                Type::Class(c) => match &tu.decls.get(*c)?.kind {
                    DeclKind::Class(cd) => Some((*c, cd)),
                    _ => None,
                },
                _ => None,
            };
            let user_ctor = nontrivial_default_construction(tu, object, 0);
            // A static data member: its in-class declaration defines nothing (whatever its
            // initializer), its const does not make it internal, and it is inline when
            // declared constexpr in the class (`static const S m;` then `constexpr S
            // C::m{2};` defines a non-inline entity).
            let member = is_member(tu, id);
            let in_class = member && d.qualifier.is_none();
            let declared_constexpr =
                matches!(&tu.decls[tu.first_decl(id)].kind, DeclKind::Var(f) if f.constexpr);
            Some(EntityFacts {
                kind: EntityKind::Variable,
                external_linkage: !is_static,
                defines: !in_class && (v.init.is_some() || user_ctor),
                extern_declaration: v.storage == StorageClass::Extern && v.init.is_none(),
                constant: !member && (v.constexpr || q.has(Quals::CONST)),
                inline: v.inline || (member && declared_constexpr),
                templated,
                deleted: false,
                deduced_return: {
                    let t = match types.get(v.ty) {
                        Type::Qualified(u, _) => *u,
                        _ => v.ty,
                    };
                    match types.get(t) {
                        Type::Deduced { kind, .. } | Type::Auto(kind) => {
                            !matches!(kind, crate::il::types::AutoKind::DeducedClass(_))
                        }
                        _ => false,
                    }
                },
                lambda_typed: class.is_some_and(|(_, cd)| cd.is_lambda),
            })
        }
        DeclKind::Function(f) => {
            let any = |flag: FnFlags| chain.fn_flags & flag.0 != 0;
            let is_static = chain.static_nonmember;
            // A function whose type names a type of an anonymous namespace has internal
            // linkage too (`float g(State17 s)`).
            let is_static = is_static || mentions_internal_type(tu, f.ty);
            let deduced_return = types.as_function(f.ty).is_some_and(|ft| {
                matches!(types.get(ft.ret), Type::Auto(_) | Type::Deduced { .. })
            });
            Some(EntityFacts {
                kind: EntityKind::Function,
                external_linkage: !is_static,
                defines: f.body.is_some(),
                extern_declaration: false,
                constant: any(FnFlags::CONSTEXPR) || any(FnFlags::CONSTEVAL),
                inline: any(FnFlags::INLINE)
                    || any(FnFlags::DEFINED_IN_CLASS)
                    || any(FnFlags::FORCE_INLINE),
                templated,
                deleted: any(FnFlags::DELETED),
                deduced_return,
                lambda_typed: false,
            })
        }
        _ => None,
    }
}

/// A class member's `static` means a static member (external linkage), not internal
/// linkage (`static Stats totals;` in the class, `Stats A::totals = {0, 0};` outside).
/// Whether a parameter's declared type is a placeholder (`auto`, `C auto`), under
/// cv-qualifiers, pointers, references and a pack expansion.
fn declared_with_placeholder(tu: &TranslationUnit, mut t: crate::il::TypeId) -> bool {
    for _ in 0..64 {
        match tu.types.get(t) {
            Type::Auto(_) => return true,
            Type::Qualified(u, _)
            | Type::Pointer(u)
            | Type::LValueRef(u)
            | Type::RValueRef(u)
            | Type::PackExpansion(u) => t = *u,
            _ => return false,
        }
    }
    false
}

/// Whether type `t` names a class, enum or template declared in an anonymous namespace (through pointers, references, arrays, function types and template arguments).
fn mentions_internal_type(tu: &TranslationUnit, t: crate::il::TypeId) -> bool {
    use crate::il::types::TemplateArg;
    let types = &tu.types;
    let mut work = vec![t];
    let mut steps = 0usize;
    while let Some(t) = work.pop() {
        steps += 1;
        if steps > 10_000 {
            break;
        }
        match types.get(t) {
            // (an instance of a template from an anonymous namespace counts too)
            Type::Class(d) | Type::Enum(d)
                if tu.in_anonymous_namespace(*d)
                    || tu.decls[*d]
                        .instance_of
                        .is_some_and(|t| tu.in_anonymous_namespace(t)) =>
            {
                return true;
            }
            // A typedef is only a name: what it names decides.
            Type::Typedef { aliased, .. } => work.push(*aliased),
            Type::TemplateId { template, args, .. } => {
                if tu.in_anonymous_namespace(*template) {
                    return true;
                }
                work.extend(args.iter().filter_map(|a| match a {
                    TemplateArg::Type(u) => Some(*u),
                    _ => None,
                }));
            }
            Type::Qualified(u, _)
            | Type::Pointer(u)
            | Type::LValueRef(u)
            | Type::RValueRef(u)
            | Type::Array(u, _) => work.push(*u),
            Type::MemberPointer { class, pointee } => {
                work.push(*class);
                work.push(*pointee);
            }
            Type::Function(f) => {
                work.push(f.ret);
                work.extend(f.params.iter().copied());
            }
            _ => {}
        }
    }
    false
}

fn is_member(tu: &TranslationUnit, d: DeclId) -> bool {
    tu.decls[d]
        .parent
        .is_some_and(|p| matches!(tu.decls[p].kind, DeclKind::Class(_)))
}

/// Whether a class declares a constructor of its own.
/// Whether an object of type `t` is constructed by code, so a definition without an
/// initializer still defines it for the module id: a class with a user-declared
/// constructor, a virtual function or base, a default member initializer, or a base or
/// member that is itself so (arrays of them too). A class template's specialization is
/// judged by its primary's definition.
fn nontrivial_default_construction(tu: &TranslationUnit, t: crate::il::TypeId, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    let types = &tu.types;
    let mut t = types.canonical(t);
    while let Type::Array(elem, _) = types.get(t) {
        t = types.canonical(*elem);
    }
    let t = types.unqualified(t);
    let class = match types.get(t) {
        Type::Class(c) => *c,
        Type::TemplateId {
            resolved: Some(u), ..
        } => return nontrivial_default_construction(tu, *u, depth + 1),
        Type::TemplateId {
            template,
            resolved: None,
            ..
        } => match tu.decls.get(*template).map(|d| &d.kind) {
            Some(DeclKind::Template(td)) => td.pattern,
            _ => return false,
        },
        _ => return false,
    };
    let def = tu.class_definition(class).unwrap_or(class);
    let Some(DeclKind::Class(cd)) = tu.decls.get(def).map(|d| &d.kind) else {
        return false;
    };
    if cd
        .bases
        .iter()
        .any(|b| b.is_virtual || nontrivial_default_construction(tu, b.ty, depth + 1))
    {
        return true;
    }
    let Some(members) = tu.decls[def].members() else {
        return false;
    };
    members.iter().flat_map(item_decls).any(|m| {
        let d = &tu.decls[m];
        match &d.kind {
            DeclKind::Function(f) => {
                (tu.is_constructor(m) && !d.implicit) || f.flags.has(FnFlags::VIRTUAL)
            }
            DeclKind::Template(_) => tu.is_constructor(m),
            DeclKind::Var(v) if v.field => {
                v.init.is_some() || nontrivial_default_construction(tu, v.ty, depth + 1)
            }
            _ => false,
        }
    })
}

fn item_decls(item: &Item) -> Vec<DeclId> {
    match item {
        Item::Decl(d) => vec![*d],
        Item::Group(g) => g.decls.clone(),
        _ => Vec::new(),
    }
}

/// The first eligible entity of a translation unit in source order: namespace-scope
/// declarations, into named namespaces and linkage blocks (an anonymous namespace's
/// members have internal linkage; templates never qualify).
pub fn first_eligible(tu: &TranslationUnit) -> Option<DeclId> {
    let mut memo = ChainMemo::default();
    // An explicit stack of member lists, so deep nesting cannot overflow.
    let mut stack: Vec<std::slice::Iter<Item>> = vec![tu.top_level().iter()];
    while let Some(top) = stack.last_mut() {
        let Some(item) = top.next() else {
            stack.pop();
            continue;
        };
        for id in item_decls(item) {
            let d = &tu.decls[id];
            match &d.kind {
                DeclKind::Namespace(n) if d.name != DeclName::Anonymous => {
                    stack.push(n.members.iter());
                }
                DeclKind::Linkage(l) => stack.push(l.members.iter()),
                DeclKind::Var(_) | DeclKind::Function(_)
                    if !d.invalid
                        && facts_with(tu, id, &mut memo).is_some_and(|f| eligible(&f)) =>
                {
                    return Some(id);
                }
                _ => {}
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entity(path: &str, name: &str, entity: &str) -> String {
        let id = generate(
            Some(path.as_bytes()),
            name.as_bytes(),
            &IdSource::Entity(entity.as_bytes()),
        );
        String::from_utf8(id).unwrap()
    }

    #[test]
    fn observed_entity_ids() {
        assert_eq!(
            entity("/x/a.cu", "a.cu", "_Z1kPi"),
            "_df8fe729_4_a_cu__Z1kPi"
        );
        assert_eq!(
            entity("/src/an.cu", "an.cu", "_ZN2ns5twiceEf"),
            "_15e4b0bd_5_an_cu_25faa574"
        );
        assert_eq!(
            entity("/p/t9.cu", "t9.cu", "_Z5abcdev"),
            "_82fbef42_5_t9_cu_92a477da"
        );
        assert!(entity("/p/t9.cu", "t9.cu", "_Z4abcdv").ends_with("_5_t9_cu__Z4abcdv"));
    }

    #[test]
    fn names_and_paths() {
        let id = entity("/p/dir/sub/x.cu", "dir/sub/x.cu", "x");
        assert!(id.contains("_4_x_cu_x"), "{id}");
        assert!(entity("/p/my-file.CU", "my-file.CU", "x").contains("_10_my_file_CU_"));
        let none = generate(None, b"input_name.ii", &IdSource::Entity(b"_Z1kPi"));
        assert_eq!(none, b"_00000000_13_input_name_ii__Z1kPi");
        let empty = generate(Some(b""), b"-", &IdSource::Entity(b"y"));
        assert_eq!(empty, b"_00000000_1___y");
    }

    #[test]
    fn fallback_id() {
        let cwd = b"/some/dir";
        let id = generate(
            Some(b"/p/t.cu"),
            b"t.cu",
            &IdSource::Fallback {
                ctime: b"Mon Jan  1 00:00:01 2001\n",
                cwd,
                pid: 5720,
            },
        );
        let crc = crc_hex(&[b"Mon Jan  1 00:00:01 2001\n".as_slice(), cwd].concat());
        assert_eq!(
            String::from_utf8(id).unwrap(),
            format!("_{}_4_t_cu_{crc}_5720", crc_hex(b"/p/t.cu"))
        );
    }

    #[test]
    fn ctime_text() {
        // 2001-01-01 00:00:01 UTC, the corpus's fixed mtime.
        assert_eq!(ctime(&utc_time(978_307_201)), "Mon Jan  1 00:00:01 2001\n");
        assert_eq!(ctime(&utc_time(0)), "Thu Jan  1 00:00:00 1970\n");
        assert_eq!(
            ctime(&utc_time(1_709_210_096)),
            "Thu Feb 29 12:34:56 2024\n"
        );
        assert_eq!(ctime(&utc_time(-1)), "Wed Dec 31 23:59:59 1969\n");
    }

    #[test]
    fn derived_names() {
        let id = b"_df8fe729_4_a_cu__Z1kPi";
        assert_eq!(
            anon_namespace_name(id),
            b"_GLOBAL__N__df8fe729_4_a_cu__Z1kPi"
        );
        assert_eq!(
            static_prefix(id),
            b"__nv_static_23__df8fe729_4_a_cu__Z1kPi_".to_vec()
        );
        assert_eq!(internal_prefix(id), b"_INTERNAL_df8fe729_4_a_cu__Z1kPi");
    }

    #[test]
    fn eligibility_rules() {
        let var = EntityFacts {
            kind: EntityKind::Variable,
            external_linkage: true,
            defines: true,
            ..EntityFacts::default()
        };
        assert!(eligible(&var));
        assert!(!eligible(&EntityFacts {
            defines: false,
            ..var.clone()
        }));
        assert!(!eligible(&EntityFacts {
            constant: true,
            ..var.clone()
        }));
        assert!(!eligible(&EntityFacts {
            inline: true,
            ..var.clone()
        }));
        assert!(!eligible(&EntityFacts {
            lambda_typed: true,
            ..var.clone()
        }));
        assert!(!eligible(&EntityFacts {
            external_linkage: false,
            ..var.clone()
        }));
        let function = EntityFacts {
            kind: EntityKind::Function,
            ..var
        };
        assert!(eligible(&function));
        assert!(!eligible(&EntityFacts {
            deleted: true,
            ..function.clone()
        }));
        assert!(!eligible(&EntityFacts {
            deduced_return: true,
            ..function.clone()
        }));
        assert!(!eligible(&EntityFacts {
            templated: true,
            ..function.clone()
        }));
        assert!(!eligible(&EntityFacts {
            constant: true,
            ..function
        }));
    }
}
