//! The message catalog: number, tag and text of the diagnostics rcudafe can issue so far.
//!
//! Numbers, tags and texts are the reference's own (EDG's internal error numbers; the
//! number a user sees is the same up to 3456 and number + 16543 for the CUDA range). The
//! full catalog (3795 entries) joins this file when the front end needs it; the tag table in
//! [`super::tags`] already covers every tag, because `--diag_suppress` accepts them all.
//!
//! Templates use EDG's fill-in syntax: `%s` takes the next argument, `%sN` the N-th (from
//! 1), and `q` (`%sq`, `%sq2`) puts the argument in double quotes.

/// One catalog entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Message {
    /// EDG's internal number; `None` for rcudafe's own messages.
    pub number: Option<u16>,
    /// The name `--diag_suppress` and friends accept (`None` for rcudafe's own messages).
    pub tag: Option<&'static str>,
    pub template: &'static str,
}

impl Message {
    const fn edg(number: u16, tag: &'static str, template: &'static str) -> Self {
        Message {
            number: Some(number),
            tag: Some(tag),
            template,
        }
    }

    const fn own(template: &'static str) -> Self {
        Message {
            number: None,
            tag: None,
            template,
        }
    }

    /// An internal error's free text: EDG issues it through its catalog entry `%s` (2656).
    const fn free_text(template: &'static str) -> Self {
        Message {
            number: Some(2656),
            tag: None,
            template,
        }
    }

    /// The text with its fill-ins. A missing argument fills in as nothing.
    pub fn fill(&self, args: &[&[u8]]) -> Vec<u8> {
        let t = self.template.as_bytes();
        let mut out = Vec::with_capacity(t.len());
        let mut next = 0usize;
        let mut i = 0;
        while i < t.len() {
            if t[i] == b'%' && t.get(i + 1) == Some(&b's') {
                i += 2;
                let quoted = t.get(i) == Some(&b'q');
                if quoted {
                    i += 1;
                }
                let index = match t.get(i) {
                    Some(d @ b'1'..=b'9') => {
                        i += 1;
                        usize::from(d - b'1')
                    }
                    _ => next,
                };
                next = index + 1;
                let arg = args.get(index).copied().unwrap_or(b"");
                if quoted {
                    out.push(b'"');
                }
                out.extend_from_slice(arg);
                if quoted {
                    out.push(b'"');
                }
            } else {
                out.push(t[i]);
                i += 1;
            }
        }
        out
    }
}

// Fill-in words of `cannot open %s file %sq2`.
pub const FILE_KIND_SOURCE: &[u8] = b"source";
pub const FILE_KIND_GENERATED_CXX: &[u8] = b"generated C++";
pub const FILE_KIND_MODULE_ID: &[u8] = b"module id";
pub const FILE_KIND_RAW_LISTING: &[u8] = b"raw listing";
pub const FILE_KIND_CROSS_REFERENCE: &[u8] = b"cross-reference";
pub const FILE_KIND_ERROR: &[u8] = b"error";
/// Reasons EDG words itself; every other failure prints `strerror(errno)`.
pub const REASON_IS_A_DIRECTORY: &[u8] = b"is a directory";
pub const REASON_INVALID_FILE_NAME: &[u8] = b"invalid file name";
/// A FIFO, a device (`/dev/null`), a socket given as the source file.
pub const REASON_NOT_A_REGULAR_FILE: &[u8] = b"not a regular file";

/// The internal error when the module id must be written but has no file name.
pub const MODULE_ID_FILENAME_NOT_SPECIFIED: Message =
    Message::free_text("module id filename not specified");
/// EDG's failed-assertion text (an internal error; its final newline makes the extra empty
/// line the reference prints); the reference then aborts.
pub const ASSERTION_FAILED: Message =
    Message::free_text("assertion failed at: %sq, line %s in %s\n");
/// rcudafe's replacement for the reference's crash when the stub file name is missing.
pub const STUB_FILE_NAME_REQUIRED: Message =
    Message::own("option \"--stub_file_name\" is required when generating the host file");

pub const ERROR_IN_DEBUG_OPTION_ARGUMENT: Message = Message::edg(
    570,
    "cl_error_in_debug_option_argument",
    "error in debug option argument",
);
pub const INVALID_OPTION: Message = Message::edg(571, "cl_invalid_option", "invalid option: %s");
pub const INVALID_NUMBER: Message = Message::edg(574, "cl_invalid_number", "invalid number: %s");
pub const INVALID_INSTANTIATION_MODE: Message = Message::edg(
    576,
    "cl_invalid_instantiation_mode",
    "invalid instantiation mode: %s",
);
pub const INVALID_ERROR_LIMIT: Message =
    Message::edg(578, "cl_invalid_error_limit", "invalid error limit: %s");
pub const MISSING_SOURCE_FILE_NAME: Message = Message::edg(
    593,
    "cl_missing_source_file_name",
    "missing source file name",
);
pub const TOO_MANY_ARGUMENTS: Message = Message::edg(
    595,
    "cl_too_many_arguments",
    "too many arguments on command line",
);
pub const NO_OUTPUT_FILE_NEEDED: Message = Message::edg(
    596,
    "cl_no_output_file_needed",
    "an output file was specified, but none is needed",
);
pub const INVALID_ERROR_TAG: Message = Message::edg(
    613,
    "cl_invalid_error_tag",
    "invalid error tag in diagnostic control option: %s",
);
pub const INVALID_ERROR_NUMBER: Message = Message::edg(
    614,
    "cl_invalid_error_number",
    "invalid error number in diagnostic control option: %s",
);
pub const BAD_PACK_ALIGNMENT: Message =
    Message::edg(660, "bad_pack_alignment", "invalid packing alignment value");
pub const INVALID_PCH_DIRECTORY: Message =
    Message::edg(680, "cl_invalid_pch_directory", "invalid PCH directory: %s");
pub const AMBIGUOUS_OPTION: Message = Message::edg(
    923,
    "cl_ambiguous_option",
    "more than one command line option matches the abbreviation \"--%s\":",
);
pub const INVALID_FLAG_NAME: Message =
    Message::edg(1157, "cl_invalid_flag_name", "unrecognized flag name: %s");
pub const INVALID_EDG_BASE_DIRECTORY: Message = Message::edg(
    1334,
    "cl_invalid_edg_base_directory",
    "invalid EDG_BASE directory: %s",
);
pub const INVALID_GNU_VERSION: Message = Message::edg(
    1358,
    "cl_invalid_gnu_version",
    "invalid GNU version number: %s",
);
pub const INVALID_CLANG_VERSION: Message = Message::edg(
    3301,
    "cl_invalid_clang_version",
    "invalid clang version number: %s",
);
pub const UNRECOGNIZED_UNICODE_SOURCE_KIND: Message = Message::edg(
    1672,
    "cl_unrecognized_unicode_source_kind",
    "unrecognized Unicode source kind (must be one of UTF-8, UTF-16, UTF-16LE, UTF-16BE): %s",
);
pub const INVALID_TARGET: Message = Message::edg(
    2664,
    "cl_invalid_target",
    "no \"%s\" --target configuration exists",
);
pub const MISSING_ARGUMENT: Message =
    Message::edg(2666, "cl_missing_argument", "\"%s\" requires an argument");
pub const MISSING_HEADER_UNIT_MAP: Message = Message::edg(
    3143,
    "missing_header_unit_map",
    "no mapping specified for \"%s\"",
);
pub const INVALID_OUTPUT_MODE: Message = Message::edg(
    3299,
    "cl_invalid_output_mode",
    "unrecognized output mode (must be one of text, sarif): %s",
);
pub const CANNOT_OPEN_FILE: Message =
    Message::edg(1696, "cannot_open_file", "cannot open %s file %sq2");
pub const CANNOT_OPEN_FILE_REASON: Message = Message::edg(
    1697,
    "cannot_open_file_reason",
    "cannot open %s file %sq2: %s3",
);
pub const INCOMPATIBLE_LANGUAGE_MODES: Message = Message::edg(
    1027,
    "cl_incompatible_language_modes",
    "language modes specified are incompatible",
);
pub const LONG_LIFETIME_TEMPS_INCOMPAT_WITH_NEWER_FEATURES: Message = Message::edg(
    1908,
    "cl_long_lifetime_temps_incompat_with_newer_features",
    "long lifetime temporaries are incompatible with other requested newer language features",
);
pub const RELAXED_CONSTEXPR_REQUIRES_BOOL: Message = Message::edg(
    2682,
    "cl_relaxed_constexpr_requires_bool",
    "enabling C++14-style constexpr requires support for \"bool\"",
);
pub const IMPLICIT_NOEXCEPT_REQUIRES_NOEXCEPT_SUPPORT: Message = Message::edg(
    2805,
    "cl_implicit_noexcept_requires_noexcept_support",
    "\"--implicit_noexcept\" requires a mode that enables noexcept",
);
pub const MUST_SPECIFY_CPP14_MODE: Message = Message::edg(
    2655,
    "cl_must_specify_cpp14_mode",
    "must specify C++14 mode when building runtime library",
);
pub const SVR4_C_OPTION_ONLY_IN_ANSI_C: Message = Message::edg(
    675,
    "cl_SVR4_C_option_only_in_ansi_C",
    "SVR4 C compatibility option can be used only when compiling ANSI C",
);
pub const STRICT_MODE_INCOMPATIBLE_WITH_SVR4: Message = Message::edg(
    677,
    "cl_strict_mode_incompatible_with_SVR4",
    "strict mode is incompatible with SVR4 C mode",
);
pub const STRICT_MODE_INCOMPATIBLE_WITH_ANACHRONISMS: Message = Message::edg(
    600,
    "cl_strict_mode_incompatible_with_anachronisms",
    "strict mode is incompatible with allowing anachronisms",
);
pub const STRICT_MODE_INCOMPATIBLE_WITH_CFRONT: Message = Message::edg(
    592,
    "cl_strict_mode_incompatible_with_cfront",
    "strict mode is incompatible with cfront mode",
);
pub const STRICT_MODE_INCOMPATIBLE_WITH_PCC: Message = Message::edg(
    591,
    "cl_strict_mode_incompatible_with_pcc",
    "strict mode is incompatible with K&R mode",
);
pub const REPORT_GNU_EXTENSIONS_REQUIRES_GNU_MODE: Message = Message::edg(
    1603,
    "cl_report_gnu_extensions_requires_gnu_mode",
    "the \"report_gnu_extensions\" option is only valid in GNU C and GNU C++ modes",
);
pub const SHORT_ENUMS_REQUIRES_GCC_MODE: Message = Message::edg(
    1164,
    "cl_short_enums_requires_gcc_mode",
    "the \"short_enums\" option is only valid in GNU C and GNU C++ modes",
);
pub const NONSTD_GNU_KEYWORDS_REQUIRES_GNU_MODE: Message = Message::edg(
    1900,
    "cl_nonstd_gnu_keywords_requires_gnu_mode",
    "the \"nonstd_gnu_keywords\" option is only valid in GNU C and GNU C++ modes",
);
pub const ANACHRONISM_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    586,
    "cl_anachronism_option_only_in_cplusplus",
    "anachronism option can be used only when compiling C++",
);
pub const ARG_DEPENDENT_LOOKUP_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    944,
    "cl_arg_dependent_lookup_option_only_in_cplusplus",
    "option \"arg_dep_lookup\" can be used only when compiling C++",
);
pub const ARRAY_NEW_AND_DELETE_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    712,
    "cl_array_new_and_delete_option_only_in_cplusplus",
    "array new and delete option can be used only when compiling C++",
);
pub const AUTO_STORAGE_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    1785,
    "cl_auto_storage_option_only_in_cplusplus",
    "option to control whether \"auto\" is a storage class can be used only when compiling C++",
);
pub const AUTO_TYPE_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    1784,
    "cl_auto_type_option_only_in_cplusplus",
    "option to control whether \"auto\" is a type specifier can be used only when compiling C++",
);
pub const BOOL_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    699,
    "cl_bool_option_only_in_cplusplus",
    "bool option can be used only when compiling C++",
);
pub const CLASS_NAME_INJECTION_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    943,
    "cl_class_name_injection_option_only_in_cplusplus",
    "option \"class_name_injection\" can be used only when compiling C++",
);
pub const DEP_NAME_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    1016,
    "cl_dep_name_option_only_in_cplusplus",
    "option \"dep_name\" can be used only when compiling C++",
);
pub const EMBEDDED_CPLUSPLUS_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    874,
    "cl_embedded_cplusplus_option_only_in_cplusplus",
    "option \"embedded_c++\" can be used only when compiling C++",
);
pub const ENUM_OVERLOADING_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    899,
    "cl_enum_overloading_option_only_in_cplusplus",
    "option \"enum_overloading\" can be used only when compiling C++",
);
pub const EXCEPTIONS_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    590,
    "cl_exceptions_option_only_in_cplusplus",
    "exception handling option can be used only when compiling C++",
);
pub const EXPLICIT_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    770,
    "cl_explicit_option_only_in_cplusplus",
    "option \"explicit\" can be used only when compiling C++",
);
pub const EXTERN_INLINE_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    820,
    "cl_extern_inline_option_only_in_cplusplus",
    "option \"extern_inline\" can be used only when compiling C++",
);
pub const FOR_INIT_DIFF_WARNING_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    781,
    "cl_for_init_diff_warning_option_only_in_cplusplus",
    "option to control warnings on for-init differences can be used only when compiling C++",
);
pub const FRIEND_INJECTION_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    945,
    "cl_friend_injection_option_only_in_cplusplus",
    "option \"friend_injection\" can be used only when compiling C++",
);
pub const GEN_MOVE_OPERATIONS_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    2323,
    "cl_gen_move_operations_option_only_in_cplusplus",
    "option to control move operations can be used only when compiling C++",
);
pub const GUIDING_DECLS_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    856,
    "cl_guiding_decls_option_only_in_cplusplus",
    "option \"guiding_decls\" can be used only when compiling C++",
);
pub const IGNORE_STD_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    1024,
    "cl_ignore_std_option_only_in_cplusplus",
    "option \"ignore_std\" can be used only when compiling C++",
);
pub const IMPL_EXTERN_C_CONV_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    813,
    "cl_impl_extern_c_conv_option_only_in_cplusplus",
    "option \"implicit_extern_c_type_conversion\" can be used only when compiling C++",
);
pub const IMPLICIT_INCLUSION_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    589,
    "cl_implicit_inclusion_option_only_in_cplusplus",
    "implicit template inclusion mode can be used only when compiling C++",
);
pub const IMPLICIT_TYPENAME_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    764,
    "cl_implicit_typename_option_only_in_cplusplus",
    "implicit typename option can be used only when compiling C++",
);
pub const INSTANTIATION_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    587,
    "cl_instantiation_option_only_in_cplusplus",
    "instantiation mode option can be used only when compiling C++",
);
pub const LAMBDAS_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    1728,
    "cl_lambdas_option_only_in_cplusplus",
    "lambdas option can be used only when compiling C++",
);
pub const LATE_TIEBREAKER_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    927,
    "cl_late_tiebreaker_option_only_in_cplusplus",
    "late/early tiebreaker option can be used only when compiling C++",
);
pub const MAX_CONSTEXPR_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    2430,
    "cl_max_constexpr_option_only_in_cplusplus",
    "maximum constexpr depth/count options can be used only when compiling C++",
);
pub const NAMESPACES_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    736,
    "cl_namespaces_option_only_in_cplusplus",
    "namespaces option can be used only when compiling C++",
);
pub const NONSTANDARD_QUALIFIER_DEDUCTION_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    903,
    "cl_nonstandard_qualifier_deduction_option_only_in_cplusplus",
    "option \"nonstd_qualifier_deduction\" can be used only when compiling C++",
);
pub const NONSTD_USING_DECL_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    950,
    "cl_nonstd_using_decl_option_only_in_cplusplus",
    "option \"nonstd_using_decl\" can be used only when compiling C++",
);
pub const NULLPTR_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    1829,
    "cl_nullptr_option_only_in_cplusplus",
    "option to control the nullptr keyword can be used only when compiling C++",
);
pub const OLD_FOR_INIT_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    778,
    "cl_old_for_init_option_only_in_cplusplus",
    "option to control the for-init scope can be used only when compiling C++",
);
pub const OLD_SPECIALIZATIONS_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    798,
    "cl_old_specializations_option_only_in_cplusplus",
    "option \"old_specializations\" can be used only when compiling C++",
);
pub const PARSE_NONCLASS_TEMPLATES_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    1025,
    "cl_parse_nonclass_templates_option_only_in_cplusplus",
    "option \"parse_templates\" can be used only when compiling C++",
);
pub const PENDING_INSTANTIATIONS_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    931,
    "cl_pending_instantiations_option_only_in_cplusplus",
    "pending instantiations option can be used only when compiling C++",
);
pub const RELAXED_ABSTRACT_CHECKING_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    3036,
    "cl_relaxed_abstract_checking_only_in_cplusplus",
    "relaxed abstract class options can be used only when compiling C++",
);
pub const RTTI_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    690,
    "cl_rtti_option_only_in_cplusplus",
    "RTTI option can be used only when compiling C++",
);
pub const RVALUE_CTOR_IS_COPY_CTOR_OPTION_ONLY_IN_CPLUSPLUS: Message =
    Message::edg(1820, "cl_rvalue_ctor_is_copy_ctor_option_only_in_cplusplus", "option to control move constructors and move assignment operators can be used only when compiling C++");
pub const RVALUE_REFERENCES_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    1759,
    "cl_rvalue_references_option_only_in_cplusplus",
    "rvalue references option can be used only when compiling C++",
);
pub const SPECIAL_SUBSCRIPT_COST_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    762,
    "cl_special_subscript_cost_option_only_in_cplusplus",
    "special_subscript_cost option can be used only when compiling C++",
);
pub const TYPE_TRAITS_HELPERS_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    1544,
    "cl_type_traits_helpers_option_only_in_cplusplus",
    "type traits helpers option can be used only when compiling C++",
);
pub const TYPENAME_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    763,
    "cl_typename_option_only_in_cplusplus",
    "typename option can be used only when compiling C++",
);
pub const UNRESTRICTED_UNIONS_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    2432,
    "cl_unrestricted_unions_option_only_in_cplusplus",
    "unrestricted union options can be used only when compiling C++",
);
pub const VARIADIC_TEMPLATES_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    2102,
    "cl_variadic_templates_only_in_cplusplus",
    "variadic templates can be enabled only when compiling C++",
);
pub const VTBL_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    585,
    "cl_vtbl_option_only_in_cplusplus",
    "virtual function tables can only be suppressed when compiling C++",
);
pub const WCHAR_T_OPTION_ONLY_IN_CPLUSPLUS: Message = Message::edg(
    659,
    "cl_wchar_t_option_only_in_cplusplus",
    "wchar_t keyword option can be used only when compiling C++",
);
pub const C23_TYPEOF_OPTION_ONLY_IN_C: Message = Message::edg(
    3300,
    "cl_c23_typeof_option_only_in_C",
    "option \"c23_typeof\" can be used only when compiling C",
);
pub const COMPOUND_LITERALS_OPTION_ONLY_IN_C: Message = Message::edg(
    974,
    "cl_compound_literals_option_only_in_C",
    "option \"compound_literals\" can be used only when compiling C",
);
pub const EXTENDED_DESIGNATORS_OPTION_ONLY_IN_C: Message = Message::edg(
    958,
    "cl_extended_designators_option_only_in_C",
    "option \"extended_designators\" can be used only when compiling C",
);
pub const FUNC_PROTOTYPE_TAGS_OPTION_ONLY_IN_C: Message = Message::edg(
    2359,
    "cl_func_prototype_tags_option_only_in_C",
    "function prototype tags can only be enabled when compiling C",
);
pub const GNU_C89_INLINING_OPTION_ONLY_IN_C: Message = Message::edg(
    1852,
    "cl_gnu_c89_inlining_option_only_in_C",
    "option to enable GNU-C89-style inlining can be used only when compiling C",
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_ins() {
        assert_eq!(INVALID_OPTION.fill(&[b"--x"]), b"invalid option: --x");
        assert_eq!(
            CANNOT_OPEN_FILE_REASON.fill(&[b"source", b"/tmp", b"is a directory"]),
            b"cannot open source file \"/tmp\": is a directory"
        );
        assert_eq!(
            AMBIGUOUS_OPTION.fill(&[b"dev"]),
            b"more than one command line option matches the abbreviation \"--dev\":"
        );
        assert_eq!(MISSING_ARGUMENT.fill(&[]), b"\"\" requires an argument");
        assert_eq!(
            ASSERTION_FAILED.fill(&[b"cmd_line.c", b"1", b"f"]),
            b"assertion failed at: \"cmd_line.c\", line 1 in f\n"
        );
    }

    #[test]
    fn numbers_and_tags_agree_with_the_tag_table() {
        for m in [
            INVALID_OPTION,
            INCOMPATIBLE_LANGUAGE_MODES,
            CANNOT_OPEN_FILE,
            BAD_PACK_ALIGNMENT,
        ] {
            assert_eq!(super::super::tags::lookup(m.tag.unwrap()), m.number);
        }
    }
}
