//! The grammar features a program can use, their default weights, and swarm selection.
//!
//! Swarm testing (Groce et al., ISSTA'12; Csmith's `driver/swarm`): each program enables only a
//! random subset of the optional features, so that rare interactions are not drowned out by the
//! features every program would otherwise contain. A feature's weight scales how often the
//! generator picks it when it is enabled.

use crate::entropy::Rand;
use std::collections::BTreeSet;

macro_rules! features {
    ($( $variant:ident = $name:literal, $weight:literal, $core:literal; )*) => {
        /// A construct of the grammar. The name is what `// features:` headers and coverage reports show.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Feature { $($variant,)* }

        impl Feature {
            pub const ALL: &'static [Feature] = &[$(Feature::$variant,)*];

            pub fn name(self) -> &'static str {
                match self { $(Feature::$variant => $name,)* }
            }

            /// Default weight (relative frequency when enabled).
            pub fn default_weight(self) -> u32 {
                match self { $(Feature::$variant => $weight,)* }
            }

            /// Core features are never switched off by swarm selection.
            pub fn is_core(self) -> bool {
                match self { $(Feature::$variant => $core,)* }
            }

            pub fn from_name(name: &str) -> Option<Feature> {
                match name { $($name => Some(Feature::$variant),)* _ => None }
            }
        }
    };
}

features! {
    // Kernels and launches
    Kernel = "kernel", 10, true;
    KernelStatic = "kernel_static", 3, false;
    KernelTemplate = "kernel_template", 5, false;
    LaunchExplicitTemplate = "launch_explicit_template_args", 5, false;
    LaunchDeducedTemplate = "launch_deduced_template_args", 5, false;
    KernelExternC = "kernel_extern_c", 2, false;
    KernelFromMacro = "kernel_from_macro", 2, false;
    LaunchBounds = "launch_bounds", 4, false;
    MaxNReg = "maxnreg", 2, false;
    GridConstant = "grid_constant", 2, false;
    RestrictParams = "restrict_params", 4, false;
    Launch = "launch", 10, true;
    LaunchDim3 = "launch_dim3", 5, false;
    LaunchSharedMem = "launch_shared_mem", 3, false;
    LaunchStream = "launch_stream", 3, false;
    BuiltinVars = "builtin_vars", 10, false;
    GridStrideLoop = "grid_stride_loop", 4, false;
    // Functions
    DeviceFunction = "device_function", 8, false;
    DeviceForceinline = "device_forceinline", 3, false;
    DeviceNoinline = "device_noinline", 2, false;
    StaticDeviceFunction = "static_device_function", 2, false;
    HostDeviceFunction = "host_device_function", 6, false;
    DeviceTemplateFunction = "device_template_function", 4, false;
    HostFunction = "host_function", 6, true;
    StaticHostFunction = "static_host_function", 3, false;
    ConstexprFunction = "constexpr_function", 3, false;
    DefaultArgs = "default_args", 2, false;
    Main = "main", 10, true;
    // Variables and memory spaces
    DeviceVar = "device_var", 5, false;
    DeviceArray = "device_array", 3, false;
    ConstantVar = "constant_var", 4, false;
    ConstantArray = "constant_array", 3, false;
    ManagedVar = "managed_var", 3, false;
    SharedVar = "shared_var", 5, false;
    Shared2d = "shared_2d", 2, false;
    StaticShared = "static_shared", 2, false;
    ExternShared = "extern_shared", 3, false;
    HostGlobal = "host_global", 4, false;
    ConstexprVar = "constexpr_var", 5, false;
    LocalArray = "local_array", 5, false;
    AutoVar = "auto_var", 4, false;
    ConstLocal = "const_local", 3, false;
    StaticLocal = "static_local", 2, false;
    // Types
    Struct = "struct", 6, false;
    StructMethods = "struct_methods", 6, false;
    ClassPrivate = "class_private", 3, false;
    StructTemplate = "struct_template", 3, false;
    OperatorOverload = "operator_overload", 3, false;
    AlignedStruct = "aligned_struct", 2, false;
    Enum = "enum", 4, false;
    EnumClass = "enum_class", 4, false;
    Typedef = "typedef", 4, false;
    UsingAlias = "using_alias", 4, false;
    // Scopes
    Namespace = "namespace", 4, false;
    AnonNamespace = "anon_namespace", 2, false;
    NestedNamespace = "nested_namespace", 2, false;
    // Statements
    If = "if", 10, false;
    IfElse = "if_else", 6, false;
    IfInit = "if_init", 2, false;
    For = "for", 8, false;
    PragmaUnroll = "pragma_unroll", 3, false;
    RangeFor = "range_for", 3, false;
    While = "while", 4, false;
    DoWhile = "do_while", 3, false;
    Switch = "switch", 4, false;
    SwitchFallthrough = "switch_fallthrough", 2, false;
    Goto = "goto", 1, false;
    NestedBlock = "nested_block", 2, false;
    StaticAssert = "static_assert", 2, false;
    // Expressions
    Ternary = "ternary", 4, false;
    CompoundAssign = "compound_assign", 6, false;
    Bitwise = "bitwise", 4, false;
    Shift = "shift", 3, false;
    Logical = "logical", 4, false;
    Comparison = "comparison", 6, false;
    IncDec = "incdec", 5, false;
    Comma = "comma", 2, false;
    PointerArith = "pointer_arith", 3, false;
    AddressOf = "address_of", 2, false;
    MemberAccess = "member_access", 5, false;
    ArrayIndex = "array_index", 6, false;
    Call = "call", 8, false;
    MethodCall = "method_call", 8, false;
    // Literals
    LitIntHex = "lit_int_hex", 3, false;
    LitIntOctal = "lit_int_octal", 1, false;
    LitIntBinary = "lit_int_binary", 1, false;
    LitIntSuffix = "lit_int_suffix", 3, false;
    LitDigitSep = "lit_digit_separator", 1, false;
    LitFloat = "lit_float", 5, false;
    LitFloatExp = "lit_float_exponent", 2, false;
    LitHexFloat = "lit_hex_float", 1, false;
    LitChar = "lit_char", 2, false;
    LitCharEscape = "lit_char_escape", 2, false;
    LitCharPrefix = "lit_char_prefix", 1, false;
    LitString = "lit_string", 5, false;
    LitStringPrefix = "lit_string_prefix", 1, false;
    LitRawString = "lit_raw_string", 1, false;
    LitStringConcat = "lit_string_concat", 1, false;
    LitBool = "lit_bool", 3, false;
    LitNullptr = "lit_nullptr", 3, false;
    // Casts and operators on types
    CastC = "cast_c", 3, false;
    CastFunctional = "cast_functional", 2, false;
    CastStatic = "cast_static", 3, false;
    CastReinterpret = "cast_reinterpret", 1, false;
    CastConst = "cast_const", 1, false;
    Sizeof = "sizeof", 3, false;
    Alignof = "alignof", 1, false;
    // Lambdas (host code)
    Lambda = "lambda", 6, false;
    LambdaCaptureRef = "lambda_capture_ref", 3, false;
    LambdaCaptureValue = "lambda_capture_value", 3, false;
    LambdaInitCapture = "lambda_init_capture", 2, false;
    LambdaGeneric = "lambda_generic", 2, false;
    LambdaMutable = "lambda_mutable", 2, false;
    LambdaIife = "lambda_iife", 2, false;
    LambdaLaunch = "lambda_launch", 1, false;
    // Preprocessor
    MacroObject = "macro_object", 4, false;
    MacroFunction = "macro_function", 3, false;
    MacroStringize = "macro_stringize", 1, false;
    MacroPaste = "macro_paste", 1, false;
    MacroStatement = "macro_statement", 2, false;
    PpIfdef = "pp_ifdef", 2, false;
    PpIf = "pp_if", 2, false;
    PpUndef = "pp_undef", 1, false;
    Comments = "comments", 3, false;
}

/// The features a program may use, after swarm selection.
#[derive(Clone, Debug)]
pub struct FeatureSet {
    enabled: BTreeSet<Feature>,
    weights: Vec<u32>,
}

impl FeatureSet {
    /// Every feature enabled, with `weights` (indexed like [`Feature::ALL`]).
    pub fn all(weights: &[u32]) -> Self {
        FeatureSet {
            enabled: Feature::ALL.iter().copied().collect(),
            weights: weights.to_vec(),
        }
    }

    /// Swarm selection: each optional feature with a nonzero weight is kept with probability
    /// `keep_percent`; core features are always kept.
    pub fn swarm(rand: &mut Rand, weights: &[u32], keep_percent: u32) -> Self {
        let mut enabled = BTreeSet::new();
        for (i, &f) in Feature::ALL.iter().enumerate() {
            let keep = rand.chance(keep_percent);
            if weights[i] > 0 && (f.is_core() || keep) {
                enabled.insert(f);
            }
        }
        FeatureSet {
            enabled,
            weights: weights.to_vec(),
        }
    }

    pub fn enabled(&self, f: Feature) -> bool {
        self.enabled.contains(&f)
    }

    /// The weight of `f` if it is enabled, else 0.
    pub fn weight(&self, f: Feature) -> u32 {
        if self.enabled(f) {
            self.weights[f as usize]
        } else {
            0
        }
    }
}

/// Default weights, indexed like [`Feature::ALL`].
pub fn default_weights() -> Vec<u32> {
    Feature::ALL.iter().map(|f| f.default_weight()).collect()
}
