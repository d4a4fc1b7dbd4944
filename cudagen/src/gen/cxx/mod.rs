//! cudagen 0.2's grammar: the C++17/20 the reference accepts and more of CUDA, as constructs that
//! join the typed model.
//!
//! Each construct is a small group of declarations (a union with its bit-fields, a variadic
//! template with its folds, a class hierarchy with virtual bases, a concept and the templates it
//! constrains, ...) drawn with fresh names, random types, random execution spaces and random
//! shapes, plus *entry points*: functions registered in the model ([`FuncInfo`]) with their
//! execution space and signature, so the rest of the program (kernels, host code, `main`) calls
//! them like any other function the generator declared. Templates whose every instantiation the
//! model can describe (a constrained function template, a SFINAE overload set) are registered
//! themselves. Statement-level constructs (structured bindings, `try`, local classes) declare the
//! locals they introduce in the function's scope.
//!
//! Everything here was checked against the reference: the programs stay free of diagnostics.

mod cuda;
mod cxx20;
mod records;
mod stmts;
mod templates;
mod used;

use super::Gen;
use crate::ast::{Item, Space};
use crate::entropy::Rand;
use crate::features::Feature;
use crate::model::{FuncInfo, TParam, Ty};

/// A cudagen 0.2 program's language mode and nvcc options, drawn before anything else.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CxxOptions {
    /// `-std=c++20` (else nvcc's default, C++17).
    pub std20: bool,
    /// `--extended-lambda` whether or not the program has an extended lambda.
    pub ext_lambda: bool,
    /// `-rdc=true` whether or not the program declares an `extern __device__` variable.
    pub rdc: bool,
    /// Header mode.
    pub headers: bool,
}

impl CxxOptions {
    pub fn draw(r: &mut Rand, headers: bool, _invalid: bool) -> CxxOptions {
        CxxOptions {
            std20: r.chance(40),
            ext_lambda: r.chance(25),
            rdc: r.chance(12),
            headers,
        }
    }
}

/// The arithmetic types constructs instantiate templates and declare members with.
pub(crate) const CXX_TYPES: &[(Ty, &str)] = &[
    (Ty::Int, "int"),
    (Ty::Float, "float"),
    (Ty::Double, "double"),
    (Ty::UInt, "unsigned"),
    (Ty::Long, "long"),
];

/// The construct kinds, each with the features that enable it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Construct {
    Union,
    BitField,
    Nested,
    Anonymous,
    Inheritance,
    Virtual,
    Conversion,
    Functor,
    Operators,
    FriendTemplate,
    Variadic,
    NttpIntegral,
    NttpEnum,
    NttpPointer,
    NttpReference,
    NttpAuto,
    EnableIf,
    TemplateTemplate,
    Specialization,
    AliasVariable,
    Ctad,
    IfConstexpr,
    Sfinae,
    ConstexprLoop,
    Namespaces,
    Exceptions,
    Rtti,
    Concept,
    Consteval,
    Designated,
    ThreeWay,
    ClusterDims,
    ExternDevice,
    ManagedClass,
    MemorySpaces,
    Binding,
}

const CONSTRUCTS: &[(Feature, Construct)] = &[
    (Feature::Union, Construct::Union),
    (Feature::UnionAnonymous, Construct::Union),
    (Feature::BitField, Construct::BitField),
    (Feature::NestedClass, Construct::Nested),
    (Feature::AnonymousClass, Construct::Anonymous),
    (Feature::MultipleInheritance, Construct::Inheritance),
    (Feature::VirtualInheritance, Construct::Virtual),
    (Feature::VirtualFunction, Construct::Virtual),
    (Feature::ConversionOperator, Construct::Conversion),
    (Feature::CallOperator, Construct::Functor),
    (Feature::OperatorOverloadMore, Construct::Operators),
    (Feature::FriendTemplate, Construct::FriendTemplate),
    (Feature::VariadicTemplate, Construct::Variadic),
    (Feature::FoldExpression, Construct::Variadic),
    (Feature::PackExpansion, Construct::Variadic),
    (Feature::NttpIntegral, Construct::NttpIntegral),
    (Feature::NttpEnum, Construct::NttpEnum),
    (Feature::NttpPointer, Construct::NttpPointer),
    (Feature::NttpReference, Construct::NttpReference),
    (Feature::NttpAuto, Construct::NttpAuto),
    (Feature::NttpDependentType, Construct::EnableIf),
    (Feature::EnableIf, Construct::EnableIf),
    (Feature::TemplateTemplateParam, Construct::TemplateTemplate),
    (Feature::PartialSpecialization, Construct::Specialization),
    (Feature::ExplicitSpecialization, Construct::Specialization),
    (Feature::AliasTemplate, Construct::AliasVariable),
    (Feature::VariableTemplate, Construct::AliasVariable),
    (Feature::Ctad, Construct::Ctad),
    (Feature::DeductionGuide, Construct::Ctad),
    (Feature::IfConstexpr, Construct::IfConstexpr),
    (Feature::TypeTraits, Construct::IfConstexpr),
    (Feature::Sfinae, Construct::Sfinae),
    (Feature::ConstexprLoop, Construct::ConstexprLoop),
    (Feature::InlineNamespace, Construct::Namespaces),
    (Feature::UsingDeclaration, Construct::Namespaces),
    (Feature::UsingDirective, Construct::Namespaces),
    (Feature::Exceptions, Construct::Exceptions),
    (Feature::Rtti, Construct::Rtti),
    (Feature::Concept, Construct::Concept),
    (Feature::RequiresClause, Construct::Concept),
    (Feature::RequiresExpression, Construct::Concept),
    (Feature::Consteval, Construct::Consteval),
    (Feature::DesignatedInit, Construct::Designated),
    (Feature::ThreeWayComparison, Construct::ThreeWay),
    (Feature::ClusterDims, Construct::ClusterDims),
    (Feature::RdcExternDevice, Construct::ExternDevice),
    (Feature::ManagedInClass, Construct::ManagedClass),
    (Feature::MemorySpaces, Construct::MemorySpaces),
    (Feature::StructuredBinding, Construct::Binding),
];

/// Lines of generated code at the program's indentation.
pub(crate) struct Code {
    out: String,
    indent: &'static str,
}

impl Code {
    pub(crate) fn new(indent: &'static str) -> Code {
        Code {
            out: String::new(),
            indent,
        }
    }

    /// One line at `depth`.
    pub(crate) fn l(&mut self, depth: usize, text: impl AsRef<str>) {
        for _ in 0..depth {
            self.out.push_str(self.indent);
        }
        self.out.push_str(text.as_ref());
        self.out.push('\n');
    }

    pub(crate) fn item(self) -> Item {
        Item::Raw(self.out.trim_end_matches('\n').to_string())
    }
}

/// The execution-space annotation written before a function of `space`.
pub(crate) fn sp(space: Space) -> &'static str {
    match space {
        Space::Host => "",
        Space::HostDevice => "__host__ __device__ ",
        Space::Device => "__device__ ",
        Space::Global => "__global__ ",
    }
}

impl Gen<'_, '_> {
    pub(crate) fn code(&self) -> Code {
        Code::new(self.style.indent)
    }

    /// A space for a construct's functions: host, host-device or device.
    pub(crate) fn entry_space(&mut self) -> Space {
        match self.r.weighted(&[30, 45, 25]) {
            0 => Space::Host,
            1 => Space::HostDevice,
            _ => Space::Device,
        }
    }

    /// One of [`CXX_TYPES`].
    pub(crate) fn cxx_type(&mut self) -> (Ty, &'static str) {
        let (t, s) = self.r.pick(CXX_TYPES);
        (t.clone(), s)
    }

    /// Declares a local that a verbatim statement introduced (it joins the scope, and the pass
    /// of `used.rs` sees it).
    pub(crate) fn declare_raw(&mut self, cx: &mut super::Cx, v: crate::model::Var) {
        self.raw_locals.push(v.name.clone());
        cx.declare(v);
    }

    /// Registers a function the rest of the program may call.
    pub(crate) fn entry(&mut self, name: &str, space: Space, ret: Ty, params: Vec<Ty>) {
        self.funcs.push(FuncInfo {
            name: self.qualify(name),
            space,
            ret,
            params,
            defaults: 0,
            tparams: Vec::new(),
            is_kernel: false,
            is_constexpr: false,
        });
    }

    /// Registers a function template of one type parameter `T` whose only parameter is a `T`:
    /// every instantiation with a type of `model::TEMPLATE_ARGS` is valid.
    pub(crate) fn entry_template(&mut self, name: &str, space: Space, ret: Ty) {
        self.funcs.push(FuncInfo {
            name: self.qualify(name),
            space,
            ret,
            params: vec![Ty::TParam("T".into())],
            defaults: 0,
            tparams: vec![TParam::Type("T".into())],
            is_kernel: false,
            is_constexpr: false,
        });
    }

    /// Is any construct enabled?
    pub(crate) fn any_construct(&self) -> bool {
        self.is_cxx() && CONSTRUCTS.iter().any(|(f, _)| self.fs.weight(*f) > 0)
    }

    /// One construct of cudagen 0.2 at namespace scope, drawn by the weights of its features.
    pub(crate) fn cxx_item(&mut self) -> Vec<Item> {
        let Some(kind) = self.choose(CONSTRUCTS) else {
            return Vec::new();
        };
        match kind {
            Construct::Union => self.union_construct(),
            Construct::BitField => self.bitfield_construct(),
            Construct::Nested => self.nested_construct(),
            Construct::Anonymous => self.anonymous_construct(),
            Construct::Inheritance => self.inheritance_construct(),
            Construct::Virtual => self.virtual_construct(),
            Construct::Conversion => self.conversion_construct(),
            Construct::Functor => self.functor_construct(),
            Construct::Operators => self.operators_construct(),
            Construct::FriendTemplate => self.friend_template_construct(),
            Construct::Variadic => self.variadic_construct(),
            Construct::NttpIntegral => self.nttp_integral_construct(),
            Construct::NttpEnum => self.nttp_enum_construct(),
            Construct::NttpPointer => self.nttp_pointer_construct(),
            Construct::NttpReference => self.nttp_reference_construct(),
            Construct::NttpAuto => self.nttp_auto_construct(),
            Construct::EnableIf => self.enable_if_construct(),
            Construct::TemplateTemplate => self.template_template_construct(),
            Construct::Specialization => self.specialization_construct(),
            Construct::AliasVariable => self.alias_variable_construct(),
            Construct::Ctad => self.ctad_construct(),
            Construct::IfConstexpr => self.if_constexpr_construct(),
            Construct::Sfinae => self.sfinae_construct(),
            Construct::ConstexprLoop => self.constexpr_loop_construct(),
            Construct::Namespaces => self.namespaces_construct(),
            Construct::Exceptions => self.exceptions_construct(),
            Construct::Rtti => self.rtti_construct(),
            Construct::Concept => self.concept_construct(),
            Construct::Consteval => self.consteval_construct(),
            Construct::Designated => self.designated_construct(),
            Construct::ThreeWay => self.three_way_construct(),
            Construct::ClusterDims => self.cluster_dims_construct(),
            Construct::ExternDevice => self.extern_device_construct(),
            Construct::ManagedClass => self.managed_class_construct(),
            Construct::MemorySpaces => self.memory_spaces_construct(),
            Construct::Binding => self.binding_construct(),
        }
    }
}
