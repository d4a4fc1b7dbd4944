// cudagen 0.2 seed 101 valid headers
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,default_args,main,if,if_else,for,ternary,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,virtual_function,nttp_enum,if_constexpr,structured_binding,designated_init,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Opts3 { unsigned x; unsigned y; };
int configured4(int v) {
    Opts3 a{.x = static_cast<unsigned>(v), .y = static_cast<unsigned>(v)};
    Opts3 b{.y = 2};
    Opts3 d = {.x = 4};
    return static_cast<int>(a.x) + static_cast<int>(b.y) + static_cast<int>(d.x);
}
enum class Op5 { Add, Mul };
template <Op5 O = Op5::Add>
__device__ int apply6(int a, int b) {
    if constexpr (O == Op5::Add) {
        return a + b;
    } else {
        return a * b;
    }
}
__device__ int policy7(int x) {
    return apply6<Op5::Add>(x, 7) + apply6<Op5::Mul>(x, 9) + apply6<>(x, x);
}

__global__ void __maxnreg__(128) scale8(const unsigned* in9, float a10, unsigned long long q11, const double* src12) {
    const int* acc13 = (const int*)nullptr;
    (void)acc13;
    int mid14 = src12[6];
    (void)mid14;
}

__device__ __forceinline__ float kick15(float alpha16 = 16.375f) {
    if ((alpha16) == (fmaxf(alpha16, alpha16) + alpha16)) {
        if (!(alpha16 <= 35)) {
            return U'0' >> ((alpha16 != alpha16) ? 63 : L'0');
        }
        alpha16 = ((alpha16 * (9 - alpha16)) < 062) ? (alpha16 * (alpha16 / 9)) : (9.375F + (CAT_1(alpha, 16) * sizeof(size_t)));
    } else if ((alpha16 * 0b100111UL) <= alpha16) {
        int t17 = CAT_1(alpha, 16);
        (void)t17;
    }
    return 17.875f;
}
struct Split18 {
    int first;
    unsigned second;
};
__device__ Split18 make19(int x) { return Split18{x, static_cast<unsigned>(x)}; }
__device__ int unpack20(int x) {
    auto [a, b] = make19(x);
    int arr[3] = {x, 1, 2};
    auto [p, q, r] = arr;
    Split18 v{x, static_cast<unsigned>(x)};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
struct Shape22 {
    virtual double area() const = 0;
    virtual int sides() const { return 0; }
    virtual ~Shape22() {}
};
struct Square23 : Shape22 {
    double s;
    explicit Square23(double v) : s(v) {}
    double area() const override { return s * s; }
    int sides() const override { return 3; }
};
struct Tri24 : Shape22 {
    double s;
    explicit Tri24(double v) : s(v) {}
    double area() const override { return s * s; }
    int sides() const override { return 4; }
};
struct Disc25 : Shape22 {
    double s;
    explicit Disc25(double v) : s(v) {}
    double area() const override { return s * s; }
    int sides() const override { return 5; }
};
double dispatch21(double x) {
    Square23 k0(x);
    Tri24 k1(x);
    Disc25 k2(x);
    const Shape22 *p = &k0;
    const Shape22 &r1 = k1;
    const Shape22 &r2 = k2;
    return p->area() + static_cast<double>(p->sides()) + r1.area() + r2.area();
}

int main() {
    int n26 = 1761;
    for (int i27 = 0, j28 = n26; i27 < j28; (++i27, (--j28))) {
        n26 = sinf(static_cast<int>(sinf(n26)));
    }
    scale8<<<dim3(32 * 4), 64 * 4, sizeof(double) * 32, nullptr>>>(static_cast<const unsigned int*>(nullptr), n26, 43UL, nullptr);
    return 0;
}
