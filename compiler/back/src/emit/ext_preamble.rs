//! The extended-lambda preamble (`--extended-lambda`): the `__nv_dl_wrapper_t` /
//! `__nv_hdl_wrapper_t` templates and traits cudafe++ writes where the TU declares the
//! sentinel type `__nv_lambda_preheader_injection`. Fixed text, except one wrapper
//! specialization per capture count the TU's extended lambdas use (two per count for
//! `__device__` lambdas, four for `__host__ __device__` ones), and the `noexcept`
//! trait specializations, which exist from C++17 on.

use std::collections::BTreeSet;
use std::fmt::Write;

use super::ext_preamble_text as text;

/// The first line: the preamble names a file of its own.
pub const PREAMBLE_FILE_LINE: &str = "# 1 \"nvcc_internal_extended_lambda_implementation\"\n";

/// The capture counts of the TU's extended lambdas, by kind.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CaptureCounts {
    pub device: BTreeSet<usize>,
    pub host_device: BTreeSet<usize>,
}

/// The whole preamble, from its `# 1 "nvcc_internal…"` line to the blank line after the
/// last trait macro.
pub fn preamble(counts: &CaptureCounts, noexcept_in_types: bool) -> String {
    let mut s = String::with_capacity(24_000);
    s.push_str(PREAMBLE_FILE_LINE);
    s.push_str(text::HEAD);
    // Zero captures are the primary's `__nv_dl_wrapper_t<Tag>` (in HEAD).
    for &n in counts.device.iter().filter(|&&n| n > 0) {
        device_specializations(n, &mut s);
    }
    s.push_str(text::HDL_HELPER);
    for &n in &counts.host_device {
        for (mutable, fptr) in [(false, false), (true, false), (false, true), (true, true)] {
            host_device_specialization(n, mutable, fptr, &mut s);
        }
    }
    s.push_str(text::TRAIT_OUTER);
    if noexcept_in_types {
        s.push_str(text::TRAIT_OUTER_NOEXCEPT);
    }
    s.push_str(text::TAIL);
    s.push('\n');
    s
}

fn list(n: usize, item: impl Fn(usize) -> String, sep: &str) -> String {
    (1..=n).map(item).collect::<Vec<_>>().join(sep)
}

/// `__nv_dl_wrapper_t<Tag, F1..Fn>` and its trailing-return-tag twin.
fn device_specializations(n: usize, s: &mut String) {
    let typenames = list(n, |i| format!(", typename F{i}"), "");
    let args = list(n, |i| format!(", F{i}"), "");
    let fields = list(
        n,
        |i| format!("typename __nv_lambda_field_type<F{i}>::type f{i};\n"),
        "",
    );
    let params = list(n, |i| format!("F{i} in{i}"), ", ");
    let inits = list(n, |i| format!("f{i}(in{i})"), ", ");
    let _ = write!(
        s,
        "template <typename Tag{typenames}>\nstruct __nv_dl_wrapper_t<Tag{args}> {{\n{fields}\
         __nv_dl_wrapper_t(Tag,{params}) : {inits} {{ }}\ntemplate <typename...U1>\n\
         int operator()(U1...) {{ return 0; }}\n}};\n\n"
    );
    let _ = write!(
        s,
        "template <typename U, U func, typename Return, unsigned Id{typenames}>\n\
         struct __nv_dl_wrapper_t<__nv_dl_trailing_return_tag<U, func, Return, Id>{args}> {{\n{fields}\
         __nv_dl_wrapper_t(__nv_dl_trailing_return_tag<U, func, Return, Id>,{params}) : {inits} {{ }}\n\
         template <typename...U1>\nReturn operator()(U1...) {{ __builtin_unreachable(); }}\n}};\n\n\n"
    );
}

/// One `__nv_hdl_wrapper_t<IsMutable, HasFuncPtrConv, …>` specialization for `n`
/// captures.
fn host_device_specialization(n: usize, mutable: bool, fptr: bool, s: &mut String) {
    let helper = "__nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>";
    let typenames = list(n, |i| format!(", typename F{i}"), "");
    let args = list(n, |i| format!(", F{i}"), "");
    let fields = list(
        n,
        |i| format!("typename __nv_lambda_field_type<F{i}>::type f{i};\n"),
        "",
    );
    let params = list(n, |i| format!(", F{i} in{i} "), "");
    let constness = if mutable { "" } else { "const " };
    let _ = write!(
        s,
        "template <bool NeverThrows, typename Tag, typename OpFuncR,  typename... OpFuncArgs{typenames}>\n\
         struct __nv_hdl_wrapper_t<{mutable},{fptr},NeverThrows,Tag, OpFuncR(OpFuncArgs...){args}>\n{{\n{fields}\n \
         typedef OpFuncR(__opfunc_t)(OpFuncArgs...);\n"
    );
    if fptr {
        let inits = if n == 0 {
            String::new()
        } else {
            format!(": {}  ", list(n, |i| format!("f{i}(in{i})"), " ,"))
        };
        let _ = write!(
            s,
            "template <typename Lambda>\n__nv_hdl_wrapper_t(Tag, Lambda &&lam{params})  {inits}{{ {helper}::fp_noobject_caller = lam; }}\n\n\
             OpFuncR operator() (OpFuncArgs... args) {constness}noexcept(NeverThrows) {{\n\
             return {helper}::fp_noobject_caller(std::forward<OpFuncArgs>(args)...);}}\n\
             operator __opfunc_t * () const {{ return {helper}::fp_noobject_caller; }}\n\n\
             __nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;\n\n}};\n\n"
        );
        return;
    }
    let inits = list(n, |i| format!("f{i}(in{i}) ,"), "");
    let (copies, moves) = if n == 0 {
        (String::new(), String::new())
    } else {
        (
            format!("{}  , ", list(n, |i| format!("f{i}(in.f{i})"), " ,")),
            format!(
                "{}  , ",
                list(n, |i| format!("f{i}(std::move(in.f{i}))"), " ,")
            ),
        )
    };
    let _ = write!(
        s,
        " void *data;\n\n\n template <typename Lambda>\n struct manager {{\n     static void *do_copy(void *buf) {{\n       \
         auto ptr = static_cast<Lambda *>(buf);\n       return static_cast<void *>(new Lambda(*ptr));\n     }};\n     \
         static OpFuncR do_call(void *buf, OpFuncArgs... args) {{\n       auto ptr = static_cast<Lambda *>(buf);\n       \
         return (*ptr)(std::forward<OpFuncArgs>(args)...);\n     }};\n     static void do_delete(void *buf) {{\n       \
         auto ptr = static_cast<Lambda *>(buf);\n       delete ptr;\n     }}\n }};\n\
         template <typename Lambda>\n__nv_hdl_wrapper_t(Tag, Lambda &&lam{params})  : {inits}data(static_cast<void *>(new Lambda(std::move(lam)))) {{\n\
         {helper}::fp_copier =   &manager<Lambda>::do_copy;\n \
         {helper}::fp_deleter =   &manager<Lambda>::do_delete;\n \
         {helper}::fp_caller =   &manager<Lambda>::do_call;\n}}\n\n\
         OpFuncR operator() (OpFuncArgs... args) {constness}noexcept(NeverThrows) {{\n\
         return {helper}::fp_caller(data, std::forward<OpFuncArgs>(args)...);}}\n\
         __nv_hdl_wrapper_t(const __nv_hdl_wrapper_t &in) : {copies}data({helper}::fp_copier(in.data)) {{ }}\n\n\
         __nv_hdl_wrapper_t(__nv_hdl_wrapper_t &&in) : {moves}data(in.data) {{ in.data = 0; }}\n\
         ~__nv_hdl_wrapper_t(void) {{ {helper}::fp_deleter(data); }}\n\
         __nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;\n\n}};\n\n"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn device_counts_add_two_specializations_each_and_zero_adds_none() {
        let none = preamble(&CaptureCounts::default(), true);
        let mut c = CaptureCounts::default();
        c.device.extend([0, 2]);
        let two = preamble(&c, true);
        assert!(two.contains("__nv_dl_wrapper_t(Tag,F1 in1, F2 in2) : f1(in1), f2(in2) { }\n"));
        assert_eq!(
            two.matches("struct __nv_dl_wrapper_t<").count(),
            none.matches("struct __nv_dl_wrapper_t<").count() + 2
        );
    }

    #[test]
    fn host_device_counts_add_four_and_cxx14_drops_noexcept_traits() {
        let mut c = CaptureCounts::default();
        c.host_device.insert(1);
        let p = preamble(&c, false);
        assert_eq!(p.matches("struct __nv_hdl_wrapper_t<").count(), 4);
        assert!(p.contains("Lambda &&lam, F1 in1 )  : f1(in1) ,data("));
        assert!(!p.contains("const noexcept>"));
        assert!(preamble(&c, true).contains("const noexcept>"));
        assert!(p.ends_with("::value\n\n"));
    }
}
