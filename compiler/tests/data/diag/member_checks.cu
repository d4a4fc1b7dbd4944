#include "prelude.cuh"
struct Sample { int a; };
class Counter {
    int count_;
public:
    Counter(int c) : count_(c) {}
    int get() const { return count_; }
};
struct Fwd;
int read_fwd(Fwd *p) { return p->x; }
struct WithUnion { union { int i; float f; }; };
static_assert(sizeof(double) < sizeof(float), "unexpected sizes");
static_assert(sizeof(int) == 8, "int " "must be 8 bytes");
static_assert(sizeof(char) == 2);
template <typename T> struct is_ptr { static constexpr bool value = false; };
template <typename T> struct is_ptr<T *> { static constexpr bool value = true; };
static_assert(is_ptr<int *>::value, "trait");
int main(void) {
    Sample s;
    Counter c(3);
    WithUnion u;
    u.f = 1.0f;
    int n = s.missing_field;
    n = c.count_;
    return n + c.get();
}
