//! The diagnostics the lexer and preprocessor can issue, as plain data.
//!
//! The preprocessor does not render or count anything: it appends [`PpDiagnostic`]s
//! (message, severity, position, fill-ins) to a list the diagnostic engine renders later.
//! Each [`Msg`] carries the reference's internal number (what SARIF prints as `EC<n>`;
//! the number a user sees with `--display_error_number` is the same below 3457), its tag
//! (what `--diag_suppress` accepts), and its text with EDG-style fill-ins (`%s` the next
//! argument, `%sq` the same in double quotes). The severity is per issue, not per
//! message: the reference uses one message at different severities (`extra text after
//! expected end of preprocessing directive` is an error after `#if` and `#line`, a
//! warning after `#undef`, `#else`, `#endif`, `#include`). Every text and severity below
//! was observed on cudafe++ 13.0.88 (see tests/pp_*.rs for the probes).

use crate::source::Pos;
use rcudafe_base::diag::{self, Issue, IssueAt};

/// How bad a diagnostic is (EDG's order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Remark,
    Warning,
    Error,
    /// Translation stops (`Compilation terminated.`, exit status 4).
    Catastrophic,
    /// An internal error (the reference's failed assertion; it then aborts).
    Internal,
}

macro_rules! messages {
    ($($name:ident = ($num:expr, $tag:literal, $text:literal),)*) => {
        /// A preprocessor or lexer message. `AssertionFailed` is the reference's failed
        /// assertion on `#pragma nv_diag_suppress` without arguments (an internal error).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Msg { $($name),* }

        impl Msg {
            /// EDG's internal error number (`None` for the assertion text).
            pub fn number(self) -> Option<u32> {
                match self { $(Msg::$name => $num),* }
            }
            /// The tag `--diag_suppress` accepts.
            pub fn tag(self) -> &'static str {
                match self { $(Msg::$name => $tag),* }
            }
            /// The text, with `%s`/`%sq` fill-ins.
            pub fn template(self) -> &'static str {
                match self { $(Msg::$name => $text),* }
            }
        }
    };
}

messages! {
    IncludeRecursion = (Some(3), "include_recursion", "#include file %sq includes itself"),
    OutOfMemory = (Some(4), "out_of_memory", "out of memory"),
    CommentUnclosed = (Some(6), "comment_unclosed_at_eof", "comment unclosed at end of file"),
    BadToken = (Some(7), "bad_token", "unrecognized token"),
    UnclosedString = (Some(8), "unclosed_string", "missing closing quote"),
    BadUseOfSharp = (Some(10), "bad_use_of_sharp", "\"#\" not expected here"),
    BadDirective = (Some(11), "bad_pp_directive_keyword", "unrecognized preprocessing directive"),
    ExpFileName = (Some(13), "exp_file_name", "expected a file name"),
    ExtraText = (Some(14), "extra_text_in_pp_directive", "extra text after expected end of preprocessing directive"),
    ExpRparen = (Some(18), "exp_rparen", "expected a \")\""),
    ExtraCharsOnNumber = (Some(19), "extra_chars_on_number", "extra text after expected end of number"),
    IntegerTooLarge = (Some(23), "integer_too_large", "integer constant is too large"),
    ZeroLengthString = (Some(25), "zero_length_string", "quoted string should contain at least one character"),
    BadCharacterValue = (Some(27), "bad_character_value", "character value is out of range"),
    ExpExpression = (Some(29), "exp_primary_expr", "expected an expression"),
    ExpLineNumber = (Some(33), "exp_line_number", "expected a line number"),
    BadLineNumber = (Some(34), "bad_line_number", "invalid line number"),
    ErrorDirective = (Some(35), "error_directive", "#error directive: %s"),
    MissingIf = (Some(36), "missing_pp_if", "the #if for this directive is missing"),
    MissingEndif = (Some(37), "missing_endif", "the #endif for this directive is missing"),
    ElseAlreadyAppeared = (Some(38), "pp_else_already_appeared", "directive is not allowed -- an #else has already appeared"),
    DivideByZero = (Some(39), "divide_by_zero", "division by zero"),
    ExpIdentifier = (Some(40), "exp_identifier", "expected an identifier"),
    BadMacroRedef = (Some(47), "bad_macro_redef", "incompatible redefinition of macro %sq (declared at %s)"),
    DuplicateMacroParam = (Some(49), "duplicate_macro_param_name", "duplicate macro parameter name"),
    PasteCannotBeFirst = (Some(50), "paste_cannot_be_first", "\"##\" may not be first in a macro definition"),
    PasteCannotBeLast = (Some(51), "paste_cannot_be_last", "\"##\" may not be last in a macro definition"),
    ExpMacroParam = (Some(52), "exp_macro_param", "expected a macro parameter name"),
    ExpColon = (Some(53), "exp_colon", "expected a \":\""),
    TooFewMacroArgs = (Some(54), "too_few_macro_args", "too few arguments in invocation of macro %sq"),
    TooManyMacroArgs = (Some(55), "too_many_macro_args", "too many arguments in invocation of macro %sq"),
    BadConstantOperator = (Some(57), "bad_constant_operator", "this operator is not allowed in a constant expression"),
    BadPpOperator = (Some(58), "bad_pp_operator", "this operator is not allowed in a preprocessing expression"),
    BadConstantFunctionCall = (Some(59), "bad_constant_function_call", "function call is not allowed in a constant expression"),
    IntegerOverflow = (Some(61), "integer_overflow", "integer operation result is out of range"),
    NegativeShiftCount = (Some(62), "negative_shift_count", "shift count is negative"),
    ShiftCountTooLarge = (Some(63), "shift_count_too_large", "shift count is too large"),
    IntegerSignChange = (Some(68), "integer_sign_change", "integer conversion resulted in a change of sign"),
    CallOfNonFunction = (Some(109), "expr_not_ptr_to_function", "expression preceding parentheses of apparent call must have (pointer-to-) function type"),
    ExpMemberName = (Some(133), "exp_member_name", "expected a member name"),
    ExprNotArithmetic = (Some(2138), "expr_not_arithmetic_or_unscoped_enum", "expression must have arithmetic or unscoped enum type"),
    ExprNotIntegralUnscoped = (Some(2140), "expr_not_integral_or_unscoped_enum", "expression must have integral or unscoped enum type"),
    NotModifiableLvalue = (Some(137), "expr_not_a_modifiable_lvalue", "expression must be a modifiable lvalue"),
    UnrecognizedPragma = (Some(161), "unrecognized_pragma", "unrecognized #pragma"),
    ModByZero = (Some(179), "mod_by_zero", "right operand of \"%\" is zero"),
    UnrecognizedCharEscape = (Some(192), "unrecognized_char_escape", "unrecognized character escape sequence"),
    ExpComma = (Some(253), "exp_comma", "expected a \",\""),
    ImproperlyTerminatedMacroCall = (Some(274), "improperly_terminated_macro_call", "improperly terminated macro invocation"),
    ExprNotIntegral = (Some(847), "expr_not_integral_or_enum", "expression must have integral or enum type"),
    BadMultibyteChar = (Some(870), "bad_multibyte_char", "invalid multibyte character sequence"),
    VaArgsNotAllowed = (Some(969), "VA_ARGS_not_allowed", "the identifier __VA_ARGS__ can only appear in the replacement lists of variadic macros"),
    WarningDirective = (Some(1105), "warning_directive", "#warning directive: %s"),
    NullCharIgnored = (Some(1192), "null_char_ignored", "null (zero) character in input line ignored"),
    NullCharInString = (Some(1193), "null_char_in_string", "null (zero) character in string or character constant"),
    InvalidErrorNumber = (Some(1222), "invalid_error_number", "invalid error number"),
    InvalidErrorTag = (Some(1223), "invalid_error_tag", "invalid error tag"),
    ExpErrorArgument = (Some(1224), "exp_error_argument", "expected an error number or error tag"),
    MultiCharLiteral = (Some(1422), "multi_char_literal", "multicharacter character literal (potential portability problem)"),
    WhiteSpaceRequiredAfterMacroName = (Some(1649), "white_space_required_after_macro_name", "white space is required between the macro name %sq and its replacement text"),
    LeadingCharsIgnored = (Some(1654), "leading_character_ignored_in_char_literal", "too many characters in character literal -- extra leading characters ignored"),
    IncludeNextInPrimary = (Some(1662), "include_next_in_primary_source_file", "#include_next cannot be used in the primary source file"),
    ConcatInvalidToken = (Some(1665), "concat_yields_invalid_token", "concatenation with %sq in macro %sq does not create a valid token"),
    UnrecognizedGccPragma = (Some(1675), "unrecognized_gcc_pragma", "unrecognized GCC pragma"),
    CannotOpenFile = (Some(1696), "cannot_open_file", "cannot open source file %sq"),
    MissingRawStringDelimiter = (Some(2452), "missing_raw_string_delimiter", "ending delimiter for raw string not found"),
    VaOptNotAllowed = (Some(2939), "VA_OPT_not_allowed", "the identifier __VA_OPT__ can only appear in the replacement lists of variadic macros"),
    NestedVaOpt = (Some(2940), "nested_VA_OPT", "__VA_OPT__ cannot appear in a __VA_OPT__ operand"),
    UnclosedVaOpt = (Some(2941), "unclosed_VA_OPT", "missing closing parenthesis for __VA_OPT__"),
    VaOptNeedsParen = (Some(2942), "missing_VA_OPT_paren", "__VA_OPT__ must be followed by \"(\""),
    PasteFirstInVaOpt = (Some(2943), "paste_cannot_be_first_in_VA_OPT", "\"##\" may not be first in a __VA_OPT__ operand"),
    PasteLastInVaOpt = (Some(2944), "paste_cannot_be_last_in_VA_OPT", "\"##\" may not be last in a __VA_OPT__ operand"),
    ExpPushPop = (Some(3184), "exp_push_pop", "#pragma diagnostic must have either 'push' or 'pop' argument"),
    NoCorrespondingPush = (Some(3185), "no_corresponding_push", "no '#pragma diagnostic push' was found to match this 'diagnostic pop'"),
    AssertionFailed = (None, "", "assertion failed at: %sq, line %s in %s"),
}

/// Where a diagnostic points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Where {
    At(Pos),
    /// `At end of source:` (no line).
    EndOfSource,
}

/// One diagnostic, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PpDiagnostic {
    pub msg: Msg,
    pub severity: Severity,
    pub at: Where,
    pub args: Vec<Vec<u8>>,
    /// Index of the stream token it precedes (how many tokens were delivered before it):
    /// the driver merges it with the parser's diagnostics by this index.
    pub token_index: u32,
    /// How many `#pragma nv_diag_*` events were recorded before it: the pragmas that
    /// apply to it.
    pub pragmas_before: u32,
}

impl PpDiagnostic {
    /// The message text with its fill-ins.
    pub fn text(&self) -> Vec<u8> {
        fill(self.msg.template(), &self.args)
    }
}

/// Fills `%s` / `%sq` in a template.
pub fn fill(template: &str, args: &[Vec<u8>]) -> Vec<u8> {
    let t = template.as_bytes();
    let mut out = Vec::with_capacity(t.len() + 16);
    let mut next = 0;
    let mut i = 0;
    while i < t.len() {
        if t[i] == b'%' && t.get(i + 1) == Some(&b's') {
            i += 2;
            let quoted = t.get(i) == Some(&b'q');
            if quoted {
                i += 1;
            }
            let arg = args.get(next).map_or(&b""[..], |a| a.as_slice());
            next += 1;
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

/// Maps the preprocessor's severity onto the engine's.
pub fn severity_of(s: Severity) -> diag::Severity {
    match s {
        Severity::Remark => diag::Severity::Remark,
        Severity::Warning => diag::Severity::Warning,
        Severity::Error => diag::Severity::Error,
        Severity::Catastrophic => diag::Severity::Catastrophic,
        Severity::Internal => diag::Severity::Internal,
    }
}

impl From<&PpDiagnostic> for Issue {
    fn from(d: &PpDiagnostic) -> Issue {
        Issue {
            number: d.msg.number().and_then(|n| u16::try_from(n).ok()),
            severity: severity_of(d.severity),
            at: match d.at {
                Where::At(pos) => IssueAt::At(pos),
                Where::EndOfSource => IssueAt::EndOfSource,
            },
            text: d.text(),
            extra_lines: Vec::new(),
            context_lines: Vec::new(),
            notes: Vec::new(),
            token_index: d.token_index,
            pragmas_before: Some(d.pragmas_before),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_in_arguments() {
        let d = PpDiagnostic {
            msg: Msg::BadMacroRedef,
            severity: Severity::Warning,
            at: Where::EndOfSource,
            args: vec![b"A".to_vec(), b"line 1".to_vec()],
            token_index: 0,
            pragmas_before: 0,
        };
        assert_eq!(
            d.text(),
            b"incompatible redefinition of macro \"A\" (declared at line 1)"
        );
        assert_eq!(
            fill(Msg::ModByZero.template(), &[]),
            b"right operand of \"%\" is zero"
        );
        assert_eq!(Msg::ExtraText.number(), Some(14));
        assert_eq!(Msg::NullCharIgnored.tag(), "null_char_ignored");
    }
}
