// `using typename Base::name;` with a dependent Base (an alias of a dependent alias template)
// declares a type name ([namespace.udecl]); uses of it are dependent names.
template <bool B, class T, class F> struct cond { using type = T; };
template <class T, class F> struct cond<false, T, F> { using type = F; };
template <class D> struct base_a { using diff_type = D; };
template <class D> struct base_b { using diff_type = D; };
template <class I, class D = long>
using base_t = typename cond<sizeof(I) == 1, base_a<D>, base_b<D>>::type;
template <class I>
class searcher : base_t<I> {
    using Base = base_t<I>;
    using typename Base::diff_type;
    bool is_prefix(I w, diff_type len, diff_type pos) { return len == pos; }
public:
    bool run(I w) { return is_prefix(w, 1, 2); }
};
bool use() { return searcher<char>().run('a'); }
