//! The diagnostics the parser and sema can issue, as plain data (like `crate::pp::diag`).
//!
//! Each carries the index of the token where it was issued, so the driver can merge them
//! with the preprocessor's in stream order. Texts, numbers and tags are the reference's.

use crate::pp::diag::fill;
pub use crate::pp::Severity;
use crate::source::Pos;

macro_rules! messages {
    ($($name:ident = ($num:expr, $tag:literal, $text:literal),)*) => {
        /// A parser or sema message.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Msg { $($name),* }

        impl Msg {
            /// EDG's internal error number.
            pub fn number(self) -> u32 {
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
    ExpRbracket = (17, "exp_rbracket", "expected a \"]\""),
    // The fill-in is the entity with its kind: `member "F<N>::v [with N=1]"`.
    ExcessiveRecursion = (456, "runaway_recursive_instantiation", "excessive recursion at instantiation of %s"),
    ExpRparen = (18, "exp_rparen", "expected a \")\""),
    UselessUsingDeclaration = (737, "useless_using_declaration", "using-declaration ignored -- it refers to the current namespace"),
    UndefinedIdentifier = (20, "undefined_identifier", "identifier %sq is undefined"),
    ExpExpression = (29, "exp_primary_expr", "expected an expression"),
    ExpIdentifier = (40, "exp_identifier", "expected an identifier"),
    ExpSemicolon = (65, "exp_semicolon", "expected a \";\""),
    ExpRbrace = (67, "exp_rbrace", "expected a \"}\""),
    MissingDeclSpecifiers = (77, "missing_decl_specifiers", "this declaration has no storage class or type specifier"),
    ExpTypeSpecifier = (79, "exp_type_specifier", "expected a type specifier"),
    AlreadyDeclared = (101, "id_already_declared", "%sq has already been declared in the current scope"),
    ExpLbrace = (130, "exp_lbrace", "expected a \"{\""),
    ExpDeclaration = (169, "exp_declaration", "expected a declaration"),
    ExpGt = (439, "exp_gt", "expected a \">\""),
    ExpComma = (253, "exp_comma", "expected a \",\""),
    ExpColon = (53, "exp_colon", "expected a \":\""),
    ExpLparen = (125, "exp_lparen", "expected a \"(\""),
    // Its number is not displayed by the reference (errors show none); 0 until one is known.
    ExpStringLiteral = (0, "exp_string_literal", "expected a string literal"),
    UnderlyingTypeNotEnum = (0, "bad_argument_for_underlying_type", "__underlying_type only applies to enum types"),
    // An internal error's free text goes through EDG's catalog entry `%s` (2656).
    NoPushCallConfiguration = (2656, "", "unable to find __cudaPushCallConfiguration declaration. CUDA toolkit installation may be corrupt."),
    // ---- expr helper's messages (expressions and statements) ----
    TooManyArguments = (140, "too_many_arguments", "too many arguments in function call"),
    TooFewArguments = (165, "too_few_arguments", "too few arguments in function call"),
    ExprNotModifiableLvalue = (137, "expr_not_a_modifiable_lvalue", "expression must be a modifiable lvalue"),
    ExprNotConstant = (28, "expr_not_constant", "expression must have a constant value"),
    BreakOutsideLoop = (116, "break_must_be_in_loop_or_switch", "a break statement may only be used within a loop or switch"),
    ContinueOutsideLoop = (115, "continue_must_be_in_loop", "a continue statement may only be used within a loop"),
    CaseOutsideSwitch = (121, "case_label_must_be_in_switch", "a case label may only be used within a switch"),
    DefaultOutsideSwitch = (122, "default_label_must_be_in_switch", "a default label may only be used within a switch"),
    DuplicateDefault = (124, "default_label_appears_more_than_once", "the default label has already appeared in this switch"),
    DuplicateCase = (123, "dupl_case_label", "case label value has already appeared in this switch at line %s"),
    LabelNeverDefined = (114, "never_defined", "label %sq was referenced but not defined"),
    LabelRedefined = (1573, "label_redefinition", "label %sq has already been defined (previous definition at line %s)"),
    DivideByZero = (39, "divide_by_zero", "division by zero"),
    ModByZero = (179, "mod_by_zero", "right operand of \"%\" is zero"),
    IncrOfBoolDeprecated = (708, "incr_of_bool_deprecated", "incrementing a bool value is deprecated"),
    IntegerOverflow = (61, "integer_overflow", "integer operation result is out of range"),
    IntegerSignChange = (68, "integer_sign_change", "integer conversion resulted in a change of sign"),
    IntegerTruncated = (69, "integer_truncated", "integer conversion resulted in truncation"),
    NegativeShiftCount = (62, "negative_shift_count", "shift count is negative"),
    ShiftCountTooLarge = (63, "shift_count_too_large", "shift count is too large"),
    UnsignedCompareWithZero = (186, "unsigned_compare_with_zero", "pointless comparison of unsigned integer with zero"),
    ThisUsedIncorrectly = (258, "this_used_incorrectly", "\"this\" may only be used inside a nonstatic member function"),
    ExprNotPtrToFunction = (109, "expr_not_ptr_to_function", "expression preceding parentheses of apparent call must have (pointer-to-) function type"),
    ExprNotIntegralOrEnum = (847, "expr_not_integral_or_enum", "expression must have integral or enum type"),
    // ---- declaration checks (sema/decl_checks.rs) ----
    DuplicateParamName = (100, "dupl_param_name", "duplicate parameter name"),
    AlreadyDefinedAt = (3369, "already_defined_with_pos", "%s %sq has already been defined (previous definition at line %s)"),
    TypeNameRedeclared = (256, "bad_type_name_redeclaration", "invalid redeclaration of type name %sq (declared at line %s)"),
    ReturnTypeOverload = (311, "overload_only_by_return_type", "cannot overload functions distinguished by return type alone"),
    IncompleteTypeNotAllowed = (70, "incomplete_type_not_allowed", "incomplete type %sq is not allowed"),
    ArraySizeNotPositive = (94, "array_size_must_be_positive", "the size of an array must be greater than zero"),
    VlaNotAuto = (893, "vla_is_not_auto", "a variable length array cannot have static storage duration"),
    ConstRequiresInit = (257, "const_requires_initializer", "const %s %sq requires an initializer"),
    ExplicitTypeMissing = (260, "missing_type_specifier", "explicit type is missing (\"int\" assumed)"),
    VirtualStaticNotAllowed = (314, "virtual_static_not_allowed", "only nonstatic member functions may be virtual"),
    VirtualNotAllowed = (377, "virtual_not_allowed", "\"virtual\" is not allowed"),
    StaticAssertFailedWith = (1574, "static_assert", "static assertion failed with %s"),
    StaticAssertFailed = (1574, "static_assert", "static assertion failed"),
    // ---- conversion and operand checks (sema/expr_checks.rs) ----
    BadInitializerType = (144, "bad_initializer_type", "a value of type %sq cannot be used to initialize an entity of type %sq"),
    BadAssignmentType = (513, "incompatible_assignment_operands", "a value of type %sq cannot be assigned to an entity of type %sq"),
    IncompatibleParam = (167, "incompatible_param", "argument of type %sq is incompatible with parameter of type %sq"),
    NonVoidReturnWithoutValue = (117, "no_value_returned_in_non_void_function", "non-void function %sq should return a value"),
    BadReturnValueType = (120, "bad_return_value_type", "return value type does not match the function type"),
    NonconstRefFromRvalue = (461, "nonconst_ref_init_from_rvalue", "initial value of reference to non-const must be an lvalue"),
    BadNonconstRefInit = (434, "bad_nonconst_ref_init", "a reference of type %sq (not const-qualified) cannot be initialized with a value of type %sq"),
    ExprNotPointer = (44, "expr_not_pointer", "operand of \"*\" must be a pointer but has type %sq"),
    PtrToIncompleteType = (393, "incomplete_type_ptr_or_ref", "pointer or reference to incomplete type %sq is not allowed"),
    NoSuchMember = (135, "no_member", "%s %sq has no member %sq"),
    MemberInaccessible = (265, "inaccessible_member", "member %sq (declared at line %s) is inaccessible"),
    NonstaticMemberRef = (245, "nonstatic_member_ref_must_be_relative", "a nonstatic member reference must be relative to a specific object"),
    InvalidTypeConversion = (171, "bad_cast", "invalid type conversion"),
    AbstractClassObject = (322, "abstract_class_object_not_allowed", "object of abstract class type %sq is not allowed:"),
    ObjectQualifiersIncompatible = (1086, "incompatible_object_qualifiers", "the object has type qualifiers that are not compatible with the member function %sq"),
    NoUserConversion = (312, "no_user_defined_conversion", "no suitable user-defined conversion from %sq to %sq exists"),
    NoSuitableConstructor = (415, "no_suitable_constructor", "no suitable constructor exists to convert from %sq to %sq"),
    AmbiguousOverload = (308, "ambiguous_overloaded_function", "more than one instance of overloaded function %sq matches the argument list:"),
    DeletedFunction = (1776, "deleted_function", "function %sq (declared at line %s) cannot be referenced -- it is a deleted function"),
    NoOperatorMatch = (349, "no_matching_operator_function", "no operator %sq matches these operands"),
    ArgMismatchNote = (3326, "nonviable_because_arg_mismatch", "function %sq does not match because argument #%s does not match parameter"),
    BuiltinArgMismatchNote = (3328, "builtin_operator_nonviable_because_arg_mismatch", "built-in %s does not match because argument #%s does not match parameter"),
    VariableNotConstantNote = (2689, "variable_not_constant_valued", "the value of variable %sq (declared at line %s) cannot be used as a constant"),
    TypeNameNotAllowed = (254, "type_identifier_not_allowed", "type name is not allowed"),
    BypassesInit = (546, "branch_past_initialization", "transfer of control bypasses initialization of:"),
    // ---- value warnings (sema/value_checks.rs), flow (sema/flow.rs) ----
    ExprHasNoEffect = (174, "expr_has_no_effect", "expression has no effect"),
    PointerOutsideObject = (170, "pointer_outside_base_object", "pointer points outside of underlying object"),
    AssignWhereCompareMeant = (187, "assign_where_compare_meant", "use of \"=\" where \"==\" may have been intended"),
    SizeofFunction = (56, "sizeof_function", "operand of sizeof may not be a function"),
    AlignofIncompleteType = (1273, "alignof_incomplete_type", "alignment-of operator applied to incomplete type"),
    ExtraBitsIgnored = (959, "extra_bits_ignored", "declared size for bit field is larger than the size of the bit field type; truncated to %s bits"),
    QualifierInMemberDeclaration = (427, "qualifier_in_member_declaration", "qualified name is not allowed in member declaration"),
    NarrowingConversion = (2361, "narrowing_conversion", "invalid narrowing conversion from %sq to %sq"),
    InexactNarrowingToFloat = (2364, "constant_narrowing_conversion_to_float", "invalid narrowing conversion from %sq to %sq: constant value cannot be represented exactly in destination type"),
    UsedBeforeSet = (549, "used_before_set", "variable %sq is used before its value is set"),
    MissingReturn = (940, "implicit_return_from_non_void_function", "missing return statement at end of non-void function %sq"),
    TooManyInitializers = (146, "too_many_initializer_values", "too many initializer values"),
    NoTemplateInstance = (304, "no_matching_function", "no instance of function template %sq matches the argument list"),
    TemplateParamCountNote = (3322, "candidate_wrong_param_count", "number of parameters of function template %sq does not match the call"),
    MatchingLbrace = (3196, "matching_lbrace", "to match this \"{\""),
    ExprNotPointerToObject = (142, "expr_not_pointer_to_object", "expression must have pointer-to-object type but it has type %sq"),
}

/// One parser/sema diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseDiagnostic {
    pub msg: Msg,
    pub severity: Severity,
    pub pos: Pos,
    pub args: Vec<Vec<u8>>,
    /// The index (in the parser's token vector) of the token being looked at when it was
    /// issued: the driver merges with preprocessor diagnostics by it.
    pub token_index: u32,
    /// `At end of source:` instead of a line.
    pub at_end: bool,
    /// Lines between the message and the source line (`            variable "v" ...`).
    pub extra_lines: Vec<Vec<u8>>,
    /// Lines after the source line and caret: the instantiation contexts.
    pub context_lines: Vec<Vec<u8>>,
    /// Notes shown right after it (`note #2689-D: ...`).
    pub notes: Vec<ParseDiagnostic>,
}

impl ParseDiagnostic {
    pub fn text(&self) -> Vec<u8> {
        fill(self.msg.template(), &self.args)
    }
}
