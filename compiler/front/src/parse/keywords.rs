//! Keyword symbols, interned once into the TU's symbol table (the lexer makes keywords
//! plain identifiers; the parser compares symbols).

use crate::pp::{Symbol, SymbolTable};

/// Every keyword (and GNU alternative spelling) the parser knows.
#[allow(non_snake_case)]
#[derive(Clone, Copy)]
pub struct Keywords {
    /// `alignas`
    pub alignas: Symbol,
    /// `alignof`
    pub alignof_: Symbol,
    /// `asm`
    pub asm: Symbol,
    /// `auto`
    pub auto: Symbol,
    /// `bool`
    pub bool: Symbol,
    /// `break`
    pub break_: Symbol,
    /// `case`
    pub case: Symbol,
    /// `catch`
    pub catch: Symbol,
    /// `char`
    pub char: Symbol,
    /// `char8_t`
    pub char8_t: Symbol,
    /// `char16_t`
    pub char16_t: Symbol,
    /// `char32_t`
    pub char32_t: Symbol,
    /// `class`
    pub class: Symbol,
    /// `const`
    pub const_: Symbol,
    /// `consteval`
    pub consteval: Symbol,
    /// `constexpr`
    pub constexpr: Symbol,
    /// `constinit`
    pub constinit: Symbol,
    /// `const_cast`
    pub const_cast: Symbol,
    /// `continue`
    pub continue_: Symbol,
    /// `decltype`
    pub decltype: Symbol,
    /// `default`
    pub default: Symbol,
    /// `delete`
    pub delete: Symbol,
    /// `do`
    pub do_: Symbol,
    /// `double`
    pub double: Symbol,
    /// `dynamic_cast`
    pub dynamic_cast: Symbol,
    /// `else`
    pub else_: Symbol,
    /// `enum`
    pub enum_: Symbol,
    /// `explicit`
    pub explicit: Symbol,
    /// `export`
    pub export: Symbol,
    /// `extern`
    pub extern_: Symbol,
    /// `false`
    pub false_: Symbol,
    /// `final`
    pub final_: Symbol,
    /// `float`
    pub float: Symbol,
    /// `for`
    pub for_: Symbol,
    /// `friend`
    pub friend: Symbol,
    /// `goto`
    pub goto: Symbol,
    /// `if`
    pub if_: Symbol,
    /// `inline`
    pub inline: Symbol,
    /// `int`
    pub int: Symbol,
    /// `long`
    pub long: Symbol,
    /// `mutable`
    pub mutable: Symbol,
    /// `namespace`
    pub namespace: Symbol,
    /// `new`
    pub new: Symbol,
    /// `noexcept`
    pub noexcept: Symbol,
    /// `nullptr`
    pub nullptr: Symbol,
    /// GNU `__null`
    pub gnu_null: Symbol,
    /// `operator`
    pub operator: Symbol,
    /// `override`
    pub override_: Symbol,
    /// `private`
    pub private: Symbol,
    /// `protected`
    pub protected: Symbol,
    /// `public`
    pub public: Symbol,
    /// `register`
    pub register: Symbol,
    /// `reinterpret_cast`
    pub reinterpret_cast: Symbol,
    /// `requires`
    pub requires: Symbol,
    /// `concept` (C++20)
    pub concept: Symbol,
    /// `return`
    pub return_: Symbol,
    /// `short`
    pub short: Symbol,
    /// `signed`
    pub signed: Symbol,
    /// `sizeof`
    pub sizeof_: Symbol,
    /// `static`
    pub static_: Symbol,
    /// `static_assert`
    pub static_assert: Symbol,
    /// `static_cast`
    pub static_cast: Symbol,
    /// `struct`
    pub struct_: Symbol,
    /// `switch`
    pub switch: Symbol,
    /// `template`
    pub template: Symbol,
    /// `this`
    pub this: Symbol,
    /// `thread_local`
    pub thread_local: Symbol,
    /// `throw`
    pub throw: Symbol,
    /// `true`
    pub true_: Symbol,
    /// `try`
    pub try_: Symbol,
    /// `typedef`
    pub typedef: Symbol,
    /// `typeid`
    pub typeid: Symbol,
    /// `typename`
    pub typename: Symbol,
    /// `union`
    pub union: Symbol,
    /// `unsigned`
    pub unsigned: Symbol,
    /// `using`
    pub using: Symbol,
    /// `virtual`
    pub virtual_: Symbol,
    /// `void`
    pub void: Symbol,
    /// `volatile`
    pub volatile: Symbol,
    /// `wchar_t`
    pub wchar_t: Symbol,
    /// `while`
    pub while_: Symbol,
    /// `__attribute__`
    pub gnu_attribute_: Symbol,
    /// `__attribute`
    pub gnu_attribute: Symbol,
    /// `__asm__`
    pub gnu_asm_: Symbol,
    /// `__asm`
    pub gnu_asm: Symbol,
    /// `__inline__`
    pub gnu_inline_: Symbol,
    /// `__inline`
    pub gnu_inline: Symbol,
    /// `__restrict__`
    pub gnu_restrict_: Symbol,
    /// `__noinline__` (a native keyword in CUDA mode: an attribute, no macro needed)
    pub cuda_noinline: Symbol,
    /// `__restrict`
    pub gnu_restrict: Symbol,
    /// `__thread`
    pub gnu_thread: Symbol,
    /// `__typeof__`
    pub gnu_typeof_: Symbol,
    /// `__typeof`
    pub gnu_typeof: Symbol,
    /// `typeof`
    pub typeof_: Symbol,
    /// `__alignof__`
    pub gnu_alignof_: Symbol,
    /// `__alignof`
    pub gnu_alignof: Symbol,
    /// `__extension__`
    pub gnu_extension_: Symbol,
    /// `__int128`
    pub gnu_int128: Symbol,
    /// `__float80` (GNU: `long double` on x86-64)
    pub gnu_float80: Symbol,
    /// `__complex__`, `__complex`, `_Complex` (parse/complex.rs)
    pub gnu_complex_: Symbol,
    pub gnu_complex: Symbol,
    pub c_complex: Symbol,
    /// `__real__`, `__real`, `__imag__`, `__imag`
    pub gnu_real_: Symbol,
    pub gnu_real: Symbol,
    pub gnu_imag_: Symbol,
    pub gnu_imag: Symbol,
    /// `__signed__`
    pub gnu_signed_: Symbol,
    /// `__signed`
    pub gnu_signed: Symbol,
    /// `__const`
    pub gnu_const: Symbol,
    /// `__const__`
    pub gnu_const_: Symbol,
    /// `__volatile__`
    pub gnu_volatile_: Symbol,
    /// `__volatile`
    pub gnu_volatile: Symbol,
    /// `__decltype`
    pub gnu_decltype: Symbol,
    /// `__final`
    pub gnu_final: Symbol,
    /// `__builtin_offsetof`
    pub gnu_builtin_offsetof: Symbol,
    /// `__builtin_va_arg`
    pub gnu_builtin_va_arg: Symbol,
    /// `__builtin_va_start`, `__builtin_va_copy`: operations on a `va_list`, kept as such.
    pub gnu_builtin_va_start: Symbol,
    pub gnu_builtin_va_copy: Symbol,
    /// `__builtin_constant_p`: folded where it is written.
    pub gnu_builtin_constant_p: Symbol,
    /// `__auto_type`
    pub gnu_auto_type: Symbol,
    /// `_Alignof`
    pub c_alignof: Symbol,
    /// `_Static_assert`
    pub c_static_assert: Symbol,
    /// `__declspec`
    pub gnu_declspec: Symbol,
    /// `co_await`
    pub co_await: Symbol,
    /// `co_yield` (C++20)
    pub co_yield: Symbol,
    /// `co_return` (C++20)
    pub co_return: Symbol,
    /// The promise's member named by a coroutine with a reachable end.
    pub return_void: Symbol,
    pub await_resume: Symbol,
    pub yield_value: Symbol,
    pub promise_type: Symbol,
}

impl Keywords {
    pub fn new(t: &mut SymbolTable) -> Keywords {
        Keywords {
            alignas: t.intern(b"alignas"),
            alignof_: t.intern(b"alignof"),
            asm: t.intern(b"asm"),
            auto: t.intern(b"auto"),
            bool: t.intern(b"bool"),
            break_: t.intern(b"break"),
            case: t.intern(b"case"),
            catch: t.intern(b"catch"),
            char: t.intern(b"char"),
            char8_t: t.intern(b"char8_t"),
            char16_t: t.intern(b"char16_t"),
            char32_t: t.intern(b"char32_t"),
            class: t.intern(b"class"),
            const_: t.intern(b"const"),
            consteval: t.intern(b"consteval"),
            constexpr: t.intern(b"constexpr"),
            constinit: t.intern(b"constinit"),
            const_cast: t.intern(b"const_cast"),
            continue_: t.intern(b"continue"),
            decltype: t.intern(b"decltype"),
            default: t.intern(b"default"),
            delete: t.intern(b"delete"),
            do_: t.intern(b"do"),
            double: t.intern(b"double"),
            dynamic_cast: t.intern(b"dynamic_cast"),
            else_: t.intern(b"else"),
            enum_: t.intern(b"enum"),
            explicit: t.intern(b"explicit"),
            export: t.intern(b"export"),
            extern_: t.intern(b"extern"),
            false_: t.intern(b"false"),
            final_: t.intern(b"final"),
            float: t.intern(b"float"),
            for_: t.intern(b"for"),
            friend: t.intern(b"friend"),
            goto: t.intern(b"goto"),
            if_: t.intern(b"if"),
            inline: t.intern(b"inline"),
            int: t.intern(b"int"),
            long: t.intern(b"long"),
            mutable: t.intern(b"mutable"),
            namespace: t.intern(b"namespace"),
            new: t.intern(b"new"),
            noexcept: t.intern(b"noexcept"),
            nullptr: t.intern(b"nullptr"),
            gnu_null: t.intern(b"__null"),
            operator: t.intern(b"operator"),
            override_: t.intern(b"override"),
            private: t.intern(b"private"),
            protected: t.intern(b"protected"),
            public: t.intern(b"public"),
            register: t.intern(b"register"),
            reinterpret_cast: t.intern(b"reinterpret_cast"),
            requires: t.intern(b"requires"),
            concept: t.intern(b"concept"),
            return_: t.intern(b"return"),
            short: t.intern(b"short"),
            signed: t.intern(b"signed"),
            sizeof_: t.intern(b"sizeof"),
            static_: t.intern(b"static"),
            static_assert: t.intern(b"static_assert"),
            static_cast: t.intern(b"static_cast"),
            struct_: t.intern(b"struct"),
            switch: t.intern(b"switch"),
            template: t.intern(b"template"),
            this: t.intern(b"this"),
            thread_local: t.intern(b"thread_local"),
            throw: t.intern(b"throw"),
            true_: t.intern(b"true"),
            try_: t.intern(b"try"),
            typedef: t.intern(b"typedef"),
            typeid: t.intern(b"typeid"),
            typename: t.intern(b"typename"),
            union: t.intern(b"union"),
            unsigned: t.intern(b"unsigned"),
            using: t.intern(b"using"),
            virtual_: t.intern(b"virtual"),
            void: t.intern(b"void"),
            volatile: t.intern(b"volatile"),
            wchar_t: t.intern(b"wchar_t"),
            while_: t.intern(b"while"),
            gnu_attribute_: t.intern(b"__attribute__"),
            gnu_attribute: t.intern(b"__attribute"),
            gnu_asm_: t.intern(b"__asm__"),
            gnu_asm: t.intern(b"__asm"),
            gnu_inline_: t.intern(b"__inline__"),
            gnu_inline: t.intern(b"__inline"),
            gnu_restrict_: t.intern(b"__restrict__"),
            cuda_noinline: t.intern(b"__noinline__"),
            gnu_restrict: t.intern(b"__restrict"),
            gnu_thread: t.intern(b"__thread"),
            gnu_typeof_: t.intern(b"__typeof__"),
            gnu_typeof: t.intern(b"__typeof"),
            typeof_: t.intern(b"typeof"),
            gnu_alignof_: t.intern(b"__alignof__"),
            gnu_alignof: t.intern(b"__alignof"),
            gnu_extension_: t.intern(b"__extension__"),
            gnu_int128: t.intern(b"__int128"),
            gnu_float80: t.intern(b"__float80"),
            gnu_complex_: t.intern(b"__complex__"),
            gnu_complex: t.intern(b"__complex"),
            c_complex: t.intern(b"_Complex"),
            gnu_real_: t.intern(b"__real__"),
            gnu_real: t.intern(b"__real"),
            gnu_imag_: t.intern(b"__imag__"),
            gnu_imag: t.intern(b"__imag"),
            gnu_signed_: t.intern(b"__signed__"),
            gnu_signed: t.intern(b"__signed"),
            gnu_const: t.intern(b"__const"),
            gnu_const_: t.intern(b"__const__"),
            gnu_volatile_: t.intern(b"__volatile__"),
            gnu_volatile: t.intern(b"__volatile"),
            gnu_decltype: t.intern(b"__decltype"),
            gnu_final: t.intern(b"__final"),
            gnu_builtin_offsetof: t.intern(b"__builtin_offsetof"),
            gnu_builtin_va_arg: t.intern(b"__builtin_va_arg"),
            gnu_builtin_va_start: t.intern(b"__builtin_va_start"),
            gnu_builtin_va_copy: t.intern(b"__builtin_va_copy"),
            gnu_builtin_constant_p: t.intern(b"__builtin_constant_p"),
            gnu_auto_type: t.intern(b"__auto_type"),
            c_alignof: t.intern(b"_Alignof"),
            c_static_assert: t.intern(b"_Static_assert"),
            gnu_declspec: t.intern(b"__declspec"),
            co_await: t.intern(b"co_await"),
            co_yield: t.intern(b"co_yield"),
            co_return: t.intern(b"co_return"),
            return_void: t.intern(b"return_void"),
            await_resume: t.intern(b"await_resume"),
            yield_value: t.intern(b"yield_value"),
            promise_type: t.intern(b"promise_type"),
        }
    }
}
