#include "prelude.cuh"

// Every cast form: C-style, functional, static_cast, reinterpret_cast,
// const_cast, dynamic_cast (pointer and reference), plus implicit conversions
// through converting constructors and conversion operators.
struct Base { virtual ~Base() {} int tag = 1; };
struct Derived : Base { int extra = 2; };
struct Other : Base {};

struct Meters {
    double v;
    explicit Meters(double d) : v(d) {}
    explicit operator double() const { return v; }
    operator bool() const { return v != 0.0; }
};

__global__ void bits_to_float(const unsigned *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned u = in[i];
    const float *fp = reinterpret_cast<const float *>(&u);
    out[i] = *fp + static_cast<float>(i) + (float)(u & 0xFFu) + float(threadIdx.x);
}

int classify(Base *b)
{
    if (Derived *d = dynamic_cast<Derived *>(b))
        return d->extra;
    if (dynamic_cast<Other *>(b) != nullptr)
        return 3;
    return 0;
}

int main()
{
    Derived d;
    Base &br = d;
    Derived &dr = dynamic_cast<Derived &>(br);
    Base *bp = static_cast<Base *>(&d);
    Derived *dp = static_cast<Derived *>(bp);

    const int limit = 10;
    int *writable = const_cast<int *>(&limit);
    const Derived *cd = &d;
    Derived *md = const_cast<Derived *>(cd);

    unsigned long addr = reinterpret_cast<unsigned long>(dp);
    char *bytes = reinterpret_cast<char *>(md);
    int truncated = (int)3.99 + int(2.5) + static_cast<int>('A');
    Meters m(1.5);
    double raw = static_cast<double>(m);
    void *vp = static_cast<void *>(bytes);

    bits_to_float<<<1, 32>>>(nullptr, nullptr, 32);
    return classify(bp) + dr.extra + (m ? 1 : 0) + truncated + (int)raw + (addr != 0) + (vp != nullptr) + (writable != nullptr);
}
