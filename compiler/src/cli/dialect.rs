//! Language-mode resolution: which language and standard the flags select, and the
//! consistency checks EDG makes on them.
//!
//! Everything here was learnt by running the reference on single flags, on every pair of
//! some 45 mode flags, and on every flag under six language modes; the order of the checks
//! was found by giving many offending flags at once and removing the one reported, again and
//! again. Two checks happen while the command line is read ([`on_flag`]): mixing a C-only
//! mode flag with a C++-only one, and `--[no_]ms_std_preprocessor` (an assertion failure in
//! the reference). The rest run after the whole command line has been read ([`resolve`]).

use crate::diag::{catalog, Diagnostic, Location, Severity};

use super::flag::Flag::{self, *};
use super::options::{CStandard, CxxStandard, Language, Options};

/// Which language a mode flag commits to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    C,
    Cxx,
}

fn family(flag: Flag) -> Option<Family> {
    match flag {
        C | OldC | C89 | C99 | C11 | C17 | C23 | Gcc | Svr4 => Some(Family::C),
        Cxx | Cxx03 | Cxx11 | Cxx14 | Cxx17 | Cxx20 | Cxx23 | Gxx | Cfront21 | Cfront30 => {
            Some(Family::Cxx)
        }
        _ => None,
    }
}

fn incompatible() -> Diagnostic {
    Diagnostic::command_line(&catalog::INCOMPATIBLE_LANGUAGE_MODES, &[])
}

/// EDG's failed assertion in `proc_command_line` at `line` (the reference aborts).
fn assertion(line: &str) -> Diagnostic {
    Diagnostic::new(
        Severity::Internal,
        Location::Nowhere,
        &catalog::ASSERTION_FAILED,
        &[b"cmd_line.c", line.as_bytes(), b"proc_command_line"],
    )
}

/// The check made as each flag is read. `given` holds the flags read before this one.
pub fn on_flag(given: &[(Flag, bool)], flag: Flag) -> Result<(), Diagnostic> {
    if flag == MsStdPreprocessor {
        return Err(assertion("12756"));
    }
    if let Some(new) = family(flag) {
        if given
            .iter()
            .any(|&(f, _)| family(f).is_some_and(|old| old != new))
        {
            return Err(incompatible());
        }
    }
    Ok(())
}

/// The C++-only options, in the order the reference checks them, with their messages.
const CXX_ONLY: &[(Flag, &catalog::Message)] = &[
    (Anachronisms, &catalog::ANACHRONISM_OPTION_ONLY_IN_CPLUSPLUS),
    (SuppressVtbl, &catalog::VTBL_OPTION_ONLY_IN_CPLUSPLUS),
    (
        Instantiate,
        &catalog::INSTANTIATION_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        ImplicitInclude,
        &catalog::IMPLICIT_INCLUSION_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (Exceptions, &catalog::EXCEPTIONS_OPTION_ONLY_IN_CPLUSPLUS),
    (Rtti, &catalog::RTTI_OPTION_ONLY_IN_CPLUSPLUS),
    (
        ArrayNewAndDelete,
        &catalog::ARRAY_NEW_AND_DELETE_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (Explicit, &catalog::EXPLICIT_OPTION_ONLY_IN_CPLUSPLUS),
    (Namespaces, &catalog::NAMESPACES_OPTION_ONLY_IN_CPLUSPLUS),
    (WcharTKeyword, &catalog::WCHAR_T_OPTION_ONLY_IN_CPLUSPLUS),
    (Bool, &catalog::BOOL_OPTION_ONLY_IN_CPLUSPLUS),
    (
        SpecialSubscriptCost,
        &catalog::SPECIAL_SUBSCRIPT_COST_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (Typename, &catalog::TYPENAME_OPTION_ONLY_IN_CPLUSPLUS),
    (
        ImplicitTypename,
        &catalog::IMPLICIT_TYPENAME_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (OldForInit, &catalog::OLD_FOR_INIT_OPTION_ONLY_IN_CPLUSPLUS),
    (
        ForInitDiffWarning,
        &catalog::FOR_INIT_DIFF_WARNING_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        GuidingDecls,
        &catalog::GUIDING_DECLS_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        OldSpecializations,
        &catalog::OLD_SPECIALIZATIONS_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        ImplicitExternCTypeConversion,
        &catalog::IMPL_EXTERN_C_CONV_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        ExternInline,
        &catalog::EXTERN_INLINE_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        EmbeddedCxx,
        &catalog::EMBEDDED_CPLUSPLUS_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        EnumOverloading,
        &catalog::ENUM_OVERLOADING_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        NonstdQualifierDeduction,
        &catalog::NONSTANDARD_QUALIFIER_DEDUCTION_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        NonstdUsingDecl,
        &catalog::NONSTD_USING_DECL_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        ClassNameInjection,
        &catalog::CLASS_NAME_INJECTION_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        ArgDepLookup,
        &catalog::ARG_DEPENDENT_LOOKUP_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        FriendInjection,
        &catalog::FRIEND_INJECTION_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (DepName, &catalog::DEP_NAME_OPTION_ONLY_IN_CPLUSPLUS),
    (
        ParseTemplates,
        &catalog::PARSE_NONCLASS_TEMPLATES_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (IgnoreStd, &catalog::IGNORE_STD_OPTION_ONLY_IN_CPLUSPLUS),
    (
        LateTiebreaker,
        &catalog::LATE_TIEBREAKER_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        PendingInstantiations,
        &catalog::PENDING_INSTANTIATIONS_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (Lambdas, &catalog::LAMBDAS_OPTION_ONLY_IN_CPLUSPLUS),
    (
        RvalueRefs,
        &catalog::RVALUE_REFERENCES_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        RvalueCtorIsCopyCtor,
        &catalog::RVALUE_CTOR_IS_COPY_CTOR_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        GenMoveOperations,
        &catalog::GEN_MOVE_OPERATIONS_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (AutoType, &catalog::AUTO_TYPE_OPTION_ONLY_IN_CPLUSPLUS),
    (AutoStorage, &catalog::AUTO_STORAGE_OPTION_ONLY_IN_CPLUSPLUS),
    (Nullptr, &catalog::NULLPTR_OPTION_ONLY_IN_CPLUSPLUS),
    (
        VariadicTemplates,
        &catalog::VARIADIC_TEMPLATES_ONLY_IN_CPLUSPLUS,
    ),
    (
        MaxDepthConstexprCall,
        &catalog::MAX_CONSTEXPR_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        MaxCostConstexprCall,
        &catalog::MAX_CONSTEXPR_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        UnrestrictedUnions,
        &catalog::UNRESTRICTED_UNIONS_OPTION_ONLY_IN_CPLUSPLUS,
    ),
    (
        RelaxedAbstractChecking,
        &catalog::RELAXED_ABSTRACT_CHECKING_ONLY_IN_CPLUSPLUS,
    ),
    (
        TypeTraitsHelpers,
        &catalog::TYPE_TRAITS_HELPERS_OPTION_ONLY_IN_CPLUSPLUS,
    ),
];

/// Options only valid in GNU C and GNU C++ modes, in check order.
const GNU_ONLY: &[(Flag, &catalog::Message)] = &[
    (ShortEnums, &catalog::SHORT_ENUMS_REQUIRES_GCC_MODE),
    (
        ReportGnuExtensions,
        &catalog::REPORT_GNU_EXTENSIONS_REQUIRES_GNU_MODE,
    ),
    (
        NonstdGnuKeywords,
        &catalog::NONSTD_GNU_KEYWORDS_REQUIRES_GNU_MODE,
    ),
];

/// The C-only options, in check order. `true`: the negative spelling is checked too.
const C_ONLY: &[(Flag, bool, &catalog::Message)] = &[
    (
        ExtendedDesignators,
        true,
        &catalog::EXTENDED_DESIGNATORS_OPTION_ONLY_IN_C,
    ),
    (
        CompoundLiterals,
        true,
        &catalog::COMPOUND_LITERALS_OPTION_ONLY_IN_C,
    ),
    (C23Typeof, true, &catalog::C23_TYPEOF_OPTION_ONLY_IN_C),
    (
        Gcc89Inlining,
        true,
        &catalog::GNU_C89_INLINING_OPTION_ONLY_IN_C,
    ),
    (
        FuncPrototypeTags,
        false,
        &catalog::FUNC_PROTOTYPE_TAGS_OPTION_ONLY_IN_C,
    ),
];

/// Whether a flag names the host compiler explicitly (these clash with K&R and strict mode).
fn names_host_compiler(flag: Flag, on: bool) -> bool {
    matches!(flag, Clang | GnuVersion | ClangVersion) || (matches!(flag, Gcc | Gxx) && on)
}

/// What the SVR4 check needs to know about the order of the flags.
struct Svr4State {
    /// `--c89` came after the last `--svr4`: SVR4's own ANSI C89 is selected, and nothing
    /// later undoes that.
    ansi_selected: bool,
    /// A standard newer than C89 was named.
    newer_std: bool,
}

/// The language, the standards and the host-compiler mode the flags select.
fn select_language(opts: &mut Options) -> Svr4State {
    let mut state = Svr4State {
        ansi_selected: false,
        newer_std: false,
    };
    let mut c_selected = false;
    let mut c_std: Option<CStandard> = None;
    let mut cxx_std: Option<CxxStandard> = None;
    let mut svr4 = false;
    for &(flag, on) in &opts.given {
        if family(flag) == Some(Family::C) {
            c_selected = true;
        }
        match (flag, on) {
            (OldC, _) => c_std = Some(CStandard::KAndR),
            (C89, _) => {
                c_std = Some(CStandard::C89);
                state.ansi_selected |= svr4;
            }
            (Svr4, _) => {
                svr4 = on;
                state.ansi_selected = false;
            }
            // Strict ANSI mode is not GNU mode (so its default C++ standard is C++03).
            (Strict | StrictWarnings, true) => opts.host.gnu = false,
            (C99, true) => c_std = Some(CStandard::C99),
            (C99, false) => c_std = Some(CStandard::PreC99),
            (C11, _) => c_std = Some(CStandard::C11),
            (C17, _) => c_std = Some(CStandard::C17),
            (C23, _) => c_std = Some(CStandard::C23),
            _ => {}
        }
        if matches!(flag, C99 | C11 | C17 | C23) {
            state.newer_std = true;
        }
        match (flag, on) {
            (Cxx03, _) | (Cxx11, false) => cxx_std = Some(CxxStandard::Cxx03),
            (Cxx11, true) => cxx_std = Some(CxxStandard::Cxx11),
            (Cxx14, _) => cxx_std = Some(CxxStandard::Cxx14),
            (Cxx17, _) => cxx_std = Some(CxxStandard::Cxx17),
            (Cxx20, _) => cxx_std = Some(CxxStandard::Cxx20),
            (Cxx23, _) => cxx_std = Some(CxxStandard::Cxx23),
            (Gcc | Gxx, _) => opts.host.gnu = on,
            (GnuVersion, _) => opts.host.gnu = true,
            (Clang, _) => opts.host.clang = on,
            (ClangVersion, _) => opts.host.clang = true,
            _ => {}
        }
    }
    let host = &opts.host;
    opts.language = if c_selected {
        // Like gcc and clang, the default C standard follows the emulated version.
        let modern = if host.clang {
            host.clang_version >= 30600
        } else {
            host.gnu && host.gnu_version >= 50000
        };
        Language::C(c_std.unwrap_or(if modern {
            CStandard::C11
        } else {
            CStandard::C89
        }))
    } else {
        // Like g++ and clang++: gcc 11 defaults to C++17, gcc 6 and clang 6 to C++14.
        let default = if host.clang {
            if host.clang_version >= 60000 {
                CxxStandard::Cxx14
            } else {
                CxxStandard::Cxx03
            }
        } else if host.gnu && host.gnu_version >= 110000 {
            CxxStandard::Cxx17
        } else if host.gnu && host.gnu_version >= 60000 {
            CxxStandard::Cxx14
        } else {
            CxxStandard::Cxx03
        };
        Language::Cxx(cxx_std.unwrap_or(default))
    };
    state
}

/// Position of the last occurrence of `flag` in the history.
fn last_index(given: &[(Flag, bool)], flag: Flag) -> Option<usize> {
    given.iter().rposition(|&(f, _)| f == flag)
}

/// `--old_c` given where an earlier flag fixed a newer C standard or a GNU/clang host, or a
/// clang or GNU version named after `--old_c`.
fn k_and_r_conflict(given: &[(Flag, bool)]) -> bool {
    // K&R is in force from `--old_c` until another C standard is named.
    let mut k_and_r = false;
    let mut newer_std_seen = false;
    let mut host_seen = false;
    for &(flag, on) in given {
        match flag {
            OldC => {
                if newer_std_seen || host_seen {
                    return true;
                }
                k_and_r = true;
            }
            C89 => k_and_r = false,
            C99 | C11 | C17 | C23 => {
                newer_std_seen = true;
                k_and_r = false;
            }
            Clang | GnuVersion | ClangVersion if k_and_r => return true,
            _ => {}
        }
        if names_host_compiler(flag, on) {
            host_seen = true;
        }
    }
    false
}

/// The checks made after the whole command line has been read; also fills in
/// [`Options::language`] and the host-compiler mode.
pub fn resolve(opts: &mut Options) -> Result<(), Diagnostic> {
    let svr4_state = select_language(opts);
    let given = &opts.given;
    let t = &opts.toggles;
    let cfront = t.was_given(Cfront21) || t.was_given(Cfront30);
    let k_and_r = opts.language == Language::C(CStandard::KAndR);
    let svr4 = t.is_on(Svr4);

    if t.is_on(Strict) || t.is_on(StrictWarnings) {
        if given.iter().any(|&(f, on)| names_host_compiler(f, on)) {
            return Err(incompatible());
        }
        let conflict = if k_and_r {
            Some(&catalog::STRICT_MODE_INCOMPATIBLE_WITH_PCC)
        } else if cfront {
            Some(&catalog::STRICT_MODE_INCOMPATIBLE_WITH_CFRONT)
        } else if svr4 && !svr4_state.ansi_selected {
            Some(&catalog::STRICT_MODE_INCOMPATIBLE_WITH_SVR4)
        } else if t.is_on(Anachronisms) {
            Some(&catalog::STRICT_MODE_INCOMPATIBLE_WITH_ANACHRONISMS)
        } else {
            None
        };
        if let Some(message) = conflict {
            return Err(Diagnostic::command_line(message, &[]));
        }
    }
    if k_and_r_conflict(given) {
        return Err(incompatible());
    }
    if svr4 && !svr4_state.ansi_selected {
        // SVR4 C is ANSI C89 without GNU extensions. K&R named after `--svr4` gets its own
        // message; K&R before it is accepted only outside GNU mode.
        if k_and_r {
            if last_index(given, OldC) > last_index(given, Svr4) {
                return Err(Diagnostic::command_line(
                    &catalog::SVR4_C_OPTION_ONLY_IN_ANSI_C,
                    &[],
                ));
            }
            if opts.host.gnu {
                return Err(incompatible());
            }
        } else if opts.host.gnu || svr4_state.newer_std {
            return Err(incompatible());
        }
    }

    let std = match opts.language {
        Language::Cxx(std) => Some(std),
        Language::C(_) => None,
    };
    if std.is_none() {
        if let Some((_, message)) = CXX_ONLY.iter().find(|(flag, _)| t.was_given(*flag)) {
            return Err(Diagnostic::command_line(message, &[]));
        }
    }
    // K&R C is never GNU C.
    if !opts.host.gnu || k_and_r {
        if let Some((_, message)) = GNU_ONLY.iter().find(|(flag, _)| t.is_on(*flag)) {
            return Err(Diagnostic::command_line(message, &[]));
        }
    }
    if let Some(std) = std {
        let c_only = C_ONLY.iter().find(|(flag, both, _)| {
            if *both {
                t.was_given(*flag)
            } else {
                t.is_on(*flag)
            }
        });
        if let Some((_, _, message)) = c_only {
            return Err(Diagnostic::command_line(message, &[]));
        }
        // cfront modes imply long lifetime temporaries unless the flag itself says otherwise.
        if t.get(LongLifetimeTemps).unwrap_or(cfront) && std >= CxxStandard::Cxx11 {
            return Err(Diagnostic::command_line(
                &catalog::LONG_LIFETIME_TEMPS_INCOMPAT_WITH_NEWER_FEATURES,
                &[],
            ));
        }
        if t.get(Bool) == Some(false) && std >= CxxStandard::Cxx14 {
            return Err(Diagnostic::command_line(
                &catalog::RELAXED_CONSTEXPR_REQUIRES_BOOL,
                &[],
            ));
        }
        if t.get(Namespaces) == Some(false) && std >= CxxStandard::Cxx11 {
            return Err(assertion("13345"));
        }
    }
    if t.is_on(ImplicitNoexcept) && !matches!(std, Some(s) if s >= CxxStandard::Cxx11) {
        return Err(Diagnostic::command_line(
            &catalog::IMPLICIT_NOEXCEPT_REQUIRES_NOEXCEPT_SUPPORT,
            &[],
        ));
    }
    if t.is_on(BuildingRuntime) && !matches!(std, Some(s) if s >= CxxStandard::Cxx14) {
        return Err(Diagnostic::command_line(
            &catalog::MUST_SPECIFY_CPP14_MODE,
            &[],
        ));
    }
    Ok(())
}
