// In a member function body a class's own name followed by `(` is a new-type-id or a
// functional cast, not a constructor declarator (that reading is for member declarations).
inline void *operator new(unsigned long, void *p) noexcept { return p; }
inline void operator delete(void *, void *) noexcept {}
struct Plain {
    Plain(long e) : n(e) {}
    static Plain *make(long e) { return new Plain(e); }
    static void place(Plain *b, long e) { new (b) Plain(e); }
    friend void reset(Plain *b, long e) { new (b) Plain(e); }
    long n;
};
template <class F>
class barrier {
public:
    barrier(long e) : n(e) {}
    static void init(barrier *b, long e) { new (b) barrier(e); }
    barrier copy() const { return barrier(n); }
    long n;
};
void use(barrier<int> *b, Plain *p) { barrier<int>::init(b, 3); reset(p, 2); }
