//! Invalid mode of cudagen 0.2: mistakes in the grammar 0.2 adds (unions, bit-fields, inheritance,
//! operators, variadic templates, template arguments, specializations, CTAD, structured bindings,
//! lambdas, enums with an underlying type, using-declarations, exceptions, CUDA memory spaces),
//! each a small scaffold with fresh names placed before `main` (`{T}`: a fresh tag) and statements
//! in `main` (`{mv}`: its first local), and what the reference says about it.

use crate::ast::Item;
use crate::gen::Gen;
use crate::invalid::{scaffold, Mutation};

macro_rules! cxx_entry {
    ($name:literal, $expect:literal, $decl:literal, [$($stmt:literal),*]) => {
        Mutation {
            name: $name,
            expect: $expect,
            apply: |g: &mut Gen, items: &mut Vec<Item>| scaffold(g, items, $decl, &[$($stmt),*]),
            finish: |text| text,
        }
    };
}

/// Appended to the classic catalog under `Grammar::Cxx`. Names are stable (they appear in TUs).
pub static CXX_CATALOG: &[Mutation] = &[
    cxx_entry!(
        "union_reference_member",
        "reference",
        "union U{T} {\n    int &r;\n    float f;\n};",
        []
    ),
    cxx_entry!(
        "union_virtual_member",
        "virtual",
        "union U{T} {\n    int a;\n    virtual int get();\n};",
        []
    ),
    cxx_entry!(
        "bitfield_negative_width",
        "bit field",
        "struct B{T} {\n    int x : -1;\n};",
        []
    ),
    cxx_entry!(
        "bitfield_address",
        "bit field",
        "struct B{T} {\n    int x : 3;\n};",
        ["B{T} b{T}{};", "int *p{T} = &b{T}.x;"]
    ),
    cxx_entry!(
        "bitfield_float",
        "bit field",
        "struct B{T} {\n    float x : 3;\n};",
        []
    ),
    cxx_entry!(
        "override_nothing",
        "override",
        "struct A{T} {\n    void f();\n};\nstruct B{T} : A{T} {\n    void f() override;\n};",
        []
    ),
    cxx_entry!(
        "override_final_function",
        "final",
        "struct A{T} {\n    virtual void f() final;\n};\nstruct B{T} : A{T} {\n    void f();\n};",
        []
    ),
    cxx_entry!(
        "final_class_as_base",
        "final",
        "struct A{T} final {\n    int v;\n};\nstruct B{T} : A{T} {\n};",
        []
    ),
    cxx_entry!(
        "inaccessible_base_conversion",
        "inaccessible base",
        "struct A{T} {\n    int v;\n};\nstruct B{T} : private A{T} {\n};",
        ["B{T} b{T};", "A{T} *p{T} = &b{T};"]
    ),
    cxx_entry!(
        "ambiguous_base_member",
        "ambiguous",
        "struct A{T} {\n    int v;\n};\nstruct L{T} : A{T} {\n};\nstruct R{T} : A{T} {\n};\nstruct D{T} : L{T}, R{T} {\n};",
        ["D{T} d{T};", "d{T}.v = {mv};"]
    ),
    cxx_entry!(
        "duplicate_direct_base",
        "duplicate base class name",
        "struct A{T} {\n    int v;\n};\nstruct B{T} : A{T}, A{T} {\n};",
        []
    ),
    cxx_entry!(
        "operator_too_many_params",
        "too many parameters",
        "struct A{T} {\n    int operator+(int a, int b, int c);\n};",
        []
    ),
    cxx_entry!(
        "conversion_with_return_type",
        "conversion function",
        "struct A{T} {\n    int operator int();\n};",
        []
    ),
    cxx_entry!(
        "call_operator_nonmember",
        "member function",
        "int operator()(int a);",
        []
    ),
    cxx_entry!(
        "pack_not_expanded",
        "not expanded",
        "template <typename... Ts>\nint count{T}(Ts... ts)\n{\n    return ts;\n}",
        []
    ),
    cxx_entry!(
        "sizeof_pack_of_non_pack",
        "pack",
        "template <typename U>\nint n{T}()\n{\n    return sizeof...(U);\n}",
        []
    ),
    cxx_entry!(
        "default_template_arg_not_last",
        "default",
        "template <typename U = int, typename V>\nstruct P{T} {\n    U u;\n    V v;\n};",
        []
    ),
    cxx_entry!(
        "explicit_spec_after_use",
        "precede",
        "template <typename U>\nint g{T}(U u)\n{\n    return 0;\n}\nint use{T} = g{T}(1);\ntemplate <>\nint g{T}<int>(int u)\n{\n    return 1;\n}",
        []
    ),
    cxx_entry!(
        "function_partial_specialization",
        "undiagnosed: a function template partial specialization that is never used",
        "template <typename U, typename V>\nint h{T}(U u, V v);\ntemplate <typename U>\nint h{T}<U, int>(U u, int v)\n{\n    return 0;\n}",
        []
    ),
    cxx_entry!(
        "too_many_template_args",
        "too many arguments for",
        "template <typename U>\nstruct W{T} {\n    U u;\n};",
        ["W{T}<int, int> w{T};"]
    ),
    cxx_entry!(
        "too_few_template_args",
        "too few arguments for",
        "template <typename U, typename V>\nstruct W{T} {\n    U u;\n};",
        ["W{T}<int> w{T};"]
    ),
    cxx_entry!(
        "nontype_arg_for_type_param",
        "type",
        "template <typename U>\nstruct W{T} {\n    U u;\n};",
        ["W{T}<3> w{T};"]
    ),
    cxx_entry!(
        "ctad_cannot_deduce",
        "deduce|no instance",
        "template <typename U>\nstruct W{T} {\n    W{T}(int a) {}\n};",
        ["W{T} w{T}(1);"]
    ),
    cxx_entry!(
        "auto_without_initializer",
        "auto",
        "",
        ["auto a{T};"]
    ),
    cxx_entry!(
        "auto_inconsistent_deduction",
        "auto",
        "",
        ["auto a{T} = 1, b{T} = 2.0;"]
    ),
    cxx_entry!(
        "structured_binding_count",
        "too many identifiers",
        "struct P{T} {\n    int a, b;\n};",
        ["P{T} p{T}{1, 2};", "auto [x{T}, y{T}, z{T}] = p{T};"]
    ),
    cxx_entry!(
        "constexpr_nonliteral_variable",
        "literal|constexpr",
        "struct N{T} {\n    int v;\n    ~N{T}() {}\n};\nconstexpr N{T} n{T}{};",
        []
    ),
    cxx_entry!(
        "lambda_capture_twice",
        "capture",
        "",
        ["auto l{T} = [{mv}, {mv}] { return {mv}; };"]
    ),
    cxx_entry!(
        "lambda_redundant_capture",
        "capture",
        "",
        ["auto l{T} = [&, &{mv}] { return {mv}; };"]
    ),
    cxx_entry!(
        "enum_float_underlying",
        "underlying|integral",
        "enum class E{T} : float {\n    A,\n};",
        []
    ),
    cxx_entry!(
        "enum_underlying_redeclared",
        "different base type",
        "enum class E{T} : int;\nenum class E{T} : long {\n    A,\n};",
        []
    ),
    cxx_entry!(
        "using_declaration_missing",
        "has no member",
        "namespace N{T} {\nint here{T};\n}\nusing N{T}::missing{T};",
        []
    ),
    cxx_entry!(
        "using_directive_class",
        "namespace",
        "struct S{T} {\n    int v;\n};\nusing namespace S{T};",
        []
    ),
    cxx_entry!(
        "variable_template_without_args",
        "argument list",
        "template <typename U>\nconstexpr U zero{T} = U();",
        ["{mv} = zero{T};"]
    ),
    cxx_entry!(
        "class_template_param_without_args",
        "argument list",
        "template <typename U>\nstruct W{T} {\n    U u;\n};\nint f{T}(W{T} w);",
        []
    ),
    cxx_entry!(
        "template_template_mismatch",
        "template",
        "template <template <typename> class C>\nstruct H{T} {\n    int v;\n};\ntemplate <typename U, typename V>\nstruct Two{T} {\n    U u;\n};",
        ["H{T}<Two{T}> h{T};"]
    ),
    cxx_entry!(
        "noexcept_mismatch",
        "incompatible with previous function",
        "void f{T}() noexcept;\nvoid f{T}()\n{\n}",
        []
    ),
    cxx_entry!(
        "override_return_type",
        "return type",
        "struct A{T} {\n    virtual int f();\n};\nstruct B{T} : A{T} {\n    long f();\n};",
        []
    ),
    cxx_entry!(
        "friend_outside_class",
        "friend",
        "friend void f{T}();",
        []
    ),
    cxx_entry!(
        "mutable_const_member",
        "mutable",
        "struct M{T} {\n    mutable const int v = 0;\n};",
        []
    ),
    cxx_entry!(
        "dynamic_cast_nonpolymorphic",
        "dynamic_cast|polymorphic",
        "struct A{T} {\n    int v;\n};\nstruct B{T} : A{T} {\n};",
        ["A{T} a{T};", "B{T} *b{T} = dynamic_cast<B{T} *>(&a{T});"]
    ),
    cxx_entry!(
        "local_class_static_member",
        "static data member declaration is not allowed",
        "",
        ["struct L{T} {\n        static int s;\n    };"]
    ),
    cxx_entry!(
        "local_class_member_template",
        "template",
        "",
        ["struct L{T} {\n        template <typename U>\n        int f(U u) { return 0; }\n    };"]
    ),
    cxx_entry!(
        "default_argument_redefined",
        "default argument",
        "int d{T}(int a = 1);\nint d{T}(int a = 1)\n{\n    return a;\n}",
        []
    ),
    cxx_entry!(
        "pure_nonvirtual",
        "pure specifier|virtual",
        "struct A{T} {\n    void f() = 0;\n};",
        []
    ),
    cxx_entry!(
        "virtual_member_template",
        "virtual",
        "struct A{T} {\n    template <typename U>\n    virtual void f(U u);\n};",
        []
    ),
    cxx_entry!(
        "extern_initialized_in_block",
        "extern",
        "",
        ["extern int e{T} = 1;"]
    ),
    cxx_entry!(
        "static_member_in_class_init",
        "initializer",
        "struct S{T} {\n    static int v = 1;\n};",
        []
    ),
    cxx_entry!(
        "array_of_references",
        "reference",
        "",
        ["int &refs{T}[2];"]
    ),
    cxx_entry!(
        "pointer_to_reference",
        "reference",
        "",
        ["int &*pr{T};"]
    ),
    cxx_entry!(
        "function_returning_array",
        "returning array|array",
        "int arr{T}()[3];",
        []
    ),
    cxx_entry!(
        "array_of_functions",
        "array of functions|function",
        "int funcs{T}[2](int);",
        []
    ),
    cxx_entry!(
        "deduction_guide_wrong_type",
        "directly designate a specialization",
        "template <typename U>\nstruct W{T} {\n    U u;\n};\nW{T}(int) -> int;",
        []
    ),
    cxx_entry!(
        "handler_masked",
        "masked|handler",
        "",
        ["try {\n        {mv} += 1;\n    } catch (...) {\n    } catch (int e) {\n    }"]
    ),
    cxx_entry!(
        "duplicate_default_label",
        "default",
        "",
        ["switch ({mv}) {\n    default:\n        break;\n    default:\n        break;\n    }"]
    ),
    cxx_entry!(
        "shared_in_host_function",
        "__shared__",
        "",
        ["__shared__ int s{T};"]
    ),
    cxx_entry!(
        "constant_in_host_function",
        "__constant__",
        "",
        ["__constant__ int c{T} = 1;"]
    ),
    cxx_entry!(
        "too_many_launch_args",
        "execution configuration|arguments",
        "__global__ void kk{T}()\n{\n}",
        ["kk{T}<<<1, 1, 0, 0, 0>>>();"]
    ),
    cxx_entry!(
        "grid_constant_nonconst",
        "undiagnosed: a __grid_constant__ parameter that is not const",
        "__global__ void gc{T}(__grid_constant__ int v)\n{\n}",
        []
    ),
    cxx_entry!(
        "managed_local",
        "__managed__",
        "",
        ["__managed__ int m{T};"]
    ),
    cxx_entry!(
        "typeid_without_typeinfo",
        "typeinfo|type_info",
        "",
        ["{mv} += (int)sizeof(typeid(int));"]
    ),
];
