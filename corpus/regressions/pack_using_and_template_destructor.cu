// C++17 pack expansions in a using-declaration and a base-specifier list; an explicit
// destructor call through a class template-id (printed by the class's name); a statement
// starting with a qualified class template-id functional cast is an expression ([stmt.ambig]).
template <int I, class T> struct build { static T fun(T t) { return t; } };
template <class... Ts> struct all : build<0, Ts>... { using build<0, Ts>::fun...; };
int use_all() { return all<int>::fun(1); }
template <class V> struct node { V v; };
template <class V> void destroy(node<V> *p) { p->~node<V>(); }
void use_node(node<int> *p) { destroy(p); }
namespace ns { template <class T, int S> struct ref { ref(T &x) { p = &x; } T fetch_add(T v) { return *p += v; } T *p; }; }
void bump(int *bins, int v) {
    ns::ref<int, 1>(bins[v % 10]).fetch_add(1);
    ns::ref<int, 1>(*bins).fetch_add(1);
}
