// A dependent call by the name `operator<` prints `operator< (`; other operator names,
// and a resolved `operator<`, print with no space.
template <class T, class U> auto f(T t, U u) -> decltype(t.operator<(u)) { return t.operator<(u); }
template <class T, class U> auto g(T t, U u) -> decltype(operator<(t, u)) { return operator<(t, u); }
template <class T, class U> void h(T t, U u) { t.operator<<(u); t.operator<=(u); t.operator>(u); operator<<(t, u); }
struct S { bool operator<(const S &) const; };
bool k(S a, S b) { return a.operator<(b); }
int main() { return 0; }
