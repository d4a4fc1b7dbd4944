// `typeid(...)` as the operand of `&` and as the object of a member access prints bare:
// `&typeid(T)`, `typeid(v).name()`.
namespace std { class type_info { public: const char *name() const; bool before(const type_info &) const; }; }
struct V { virtual ~V(); };
bool f(V &v) { const void *p = &typeid(int); bool b = typeid(v).before(typeid(int)); const char *n = typeid(v).name(); return b && p && n; }
template <class T> const void *tid() { return &typeid(T); }
template <class T> const void *tid2() { return const_cast<std::type_info*>(&typeid(T)); }
template <class T> const char *tn() { return typeid(T).name(); }
int main() { return tid<int>() != 0; }
