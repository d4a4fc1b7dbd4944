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
    // ---- cudagen 0.2 (Grammar::Cxx): the C++17/20 the reference accepts, more CUDA, real headers.
    // Classes and unions
    Union = "union", 4, false;
    UnionAnonymous = "union_anonymous", 3, false;
    BitField = "bit_field", 4, false;
    NestedClass = "nested_class", 3, false;
    LocalClass = "local_class", 3, false;
    AnonymousClass = "anonymous_class", 2, false;
    MultipleInheritance = "multiple_inheritance", 3, false;
    VirtualInheritance = "virtual_inheritance", 2, false;
    VirtualFunction = "virtual_function", 3, false;
    ConversionOperator = "conversion_operator", 3, false;
    CallOperator = "call_operator", 3, false;
    OperatorOverloadMore = "operator_overload_more", 3, false;
    FriendTemplate = "friend_template", 2, false;
    EnumUnderlying = "enum_underlying", 3, false;
    // Templates
    VariadicTemplate = "variadic_template", 4, false;
    PackExpansion = "pack_expansion", 3, false;
    FoldExpression = "fold_expression", 3, false;
    NttpIntegral = "nttp_integral", 3, false;
    NttpEnum = "nttp_enum", 2, false;
    NttpPointer = "nttp_pointer", 2, false;
    NttpReference = "nttp_reference", 2, false;
    NttpAuto = "nttp_auto", 2, false;
    NttpDependentType = "nttp_dependent_type", 2, false;
    EnableIf = "enable_if", 2, false;
    TemplateTemplateParam = "template_template_param", 2, false;
    PartialSpecialization = "partial_specialization", 3, false;
    ExplicitSpecialization = "explicit_specialization", 3, false;
    AliasTemplate = "alias_template", 3, false;
    VariableTemplate = "variable_template", 3, false;
    Ctad = "ctad", 3, false;
    DeductionGuide = "deduction_guide", 2, false;
    IfConstexpr = "if_constexpr", 3, false;
    TypeTraits = "type_traits", 3, false;
    Sfinae = "sfinae", 2, false;
    ConstexprLoop = "constexpr_loop", 3, false;
    StructuredBinding = "structured_binding", 3, false;
    // Scopes
    InlineNamespace = "inline_namespace", 2, false;
    UsingDeclaration = "using_declaration", 2, false;
    UsingDirective = "using_directive", 2, false;
    // Host-only C++
    Exceptions = "exceptions", 2, false;
    Rtti = "rtti", 2, false;
    // C++20 (the TU is compiled with -std=c++20)
    Concept = "concept", 3, false;
    RequiresClause = "requires_clause", 3, false;
    RequiresExpression = "requires_expression", 2, false;
    Consteval = "consteval", 2, false;
    DesignatedInit = "designated_init", 2, false;
    ThreeWayComparison = "three_way_comparison", 2, false;
    // CUDA
    ClusterDims = "cluster_dims", 2, false;
    ExtendedLambda = "extended_lambda", 3, false;
    RdcExternDevice = "rdc_extern_device_var", 2, false;
    ManagedInClass = "managed_in_class", 2, false;
    MemorySpaces = "memory_spaces", 2, false;
    // Real headers (header mode)
    RuntimeApi = "runtime_api", 6, true;
    HdrVector = "hdr_vector", 4, false;
    HdrArray = "hdr_array", 2, false;
    HdrAlgorithm = "hdr_algorithm", 3, false;
    HdrNumeric = "hdr_numeric", 2, false;
    HdrCmath = "hdr_cmath", 4, false;
    HdrCstdio = "hdr_cstdio", 4, false;
    HdrTypeTraits = "hdr_type_traits", 3, false;
    HdrUtility = "hdr_utility", 3, false;
    HdrTuple = "hdr_tuple", 2, false;
    HdrCooperativeGroups = "hdr_cooperative_groups", 3, false;
    HdrCudaFp16 = "hdr_cuda_fp16", 3, false;
    HdrCudaStd = "hdr_cuda_std", 3, false;
    HdrThrust = "hdr_thrust", 1, false;
    HdrCub = "hdr_cub", 1, false;
}

/// What a feature needs beyond the grammar of cudagen 0.1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    /// cudagen 0.1's grammar (the committed generated-valid/-invalid suites).
    Classic,
    /// cudagen 0.2's grammar, any language mode.
    Cxx,
    /// cudagen 0.2, with `-std=c++20`.
    Cxx20,
    /// cudagen 0.2 in header mode (real headers).
    Headers,
    /// Header mode with `-std=c++20` (`<compare>`).
    Headers20,
}

/// The program's circumstances that decide which tiers it may draw from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Circumstances {
    pub cxx: bool,
    pub std20: bool,
    pub headers: bool,
}

impl Circumstances {
    pub fn allows(self, tier: Tier) -> bool {
        match tier {
            Tier::Classic => true,
            Tier::Cxx => self.cxx,
            Tier::Cxx20 => self.cxx && self.std20,
            Tier::Headers => self.cxx && self.headers,
            Tier::Headers20 => self.cxx && self.headers && self.std20,
        }
    }
}

impl Feature {
    /// The first feature of cudagen 0.2: every feature before it belongs to cudagen 0.1.
    pub const FIRST_CXX: Feature = Feature::Union;

    pub fn tier(self) -> Tier {
        use Feature::*;
        if self < Feature::FIRST_CXX {
            return Tier::Classic;
        }
        match self {
            Concept | RequiresClause | RequiresExpression | Consteval | DesignatedInit => {
                Tier::Cxx20
            }
            ThreeWayComparison => Tier::Headers20,
            RuntimeApi | HdrVector | HdrArray | HdrAlgorithm | HdrNumeric | HdrCmath
            | HdrCstdio | HdrTypeTraits | HdrUtility | HdrTuple | HdrCooperativeGroups
            | HdrCudaFp16 | HdrCudaStd | HdrThrust | HdrCub => Tier::Headers,
            _ => Tier::Cxx,
        }
    }
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
        Self::all_for(weights, Circumstances::default())
    }

    /// Every feature `circumstances` allow.
    pub fn all_for(weights: &[u32], circumstances: Circumstances) -> Self {
        FeatureSet {
            enabled: Feature::ALL
                .iter()
                .copied()
                .filter(|f| circumstances.allows(f.tier()))
                .collect(),
            weights: weights.to_vec(),
        }
    }

    /// Swarm selection: each optional feature with a nonzero weight is kept with probability
    /// `keep_percent`; core features are always kept.
    pub fn swarm(rand: &mut Rand, weights: &[u32], keep_percent: u32) -> Self {
        Self::swarm_for(rand, weights, keep_percent, Circumstances::default())
    }

    /// Swarm selection among the features `circumstances` allow. A cudagen 0.1 program draws
    /// once per 0.1 feature, in [`Feature::ALL`] order, exactly as 0.1 did; a 0.2 program draws
    /// once per feature.
    pub fn swarm_for(
        rand: &mut Rand,
        weights: &[u32],
        keep_percent: u32,
        circumstances: Circumstances,
    ) -> Self {
        let mut enabled = BTreeSet::new();
        for (i, &f) in Feature::ALL.iter().enumerate() {
            if !circumstances.cxx && f.tier() != Tier::Classic {
                break;
            }
            let keep = rand.chance(keep_percent);
            if weights[i] > 0 && circumstances.allows(f.tier()) && (f.is_core() || keep) {
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
