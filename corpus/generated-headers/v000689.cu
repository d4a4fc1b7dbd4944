// cudagen 0.2 seed 689 valid headers
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,main,constexpr_var,local_array,struct,operator_overload,if,for,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,bit_field,virtual_function,explicit_specialization,if_constexpr,type_traits,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <cmath>
#include <cuda/std/array>
#include <cuda/std/functional>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
template <typename T> struct IsReal7 { static constexpr bool value = false; };
template <> struct IsReal7<float> { static constexpr bool value = true; };
template <> struct IsReal7<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify6(T v) {
    if constexpr (IsReal7<T>::value) {
        return static_cast<int>(v * 6);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

static __global__ void bias8(const size_t *src9, float a10, float *dst11) {
    unsigned i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    a10 = src9[i12];
    if ((i12 * 6) == a10)
        return;
    a10 /= dst11[i12];
}

struct Vec13 {
    short int id14;
    int id15;
};

inline __host__ __device__ Vec13 operator+(Vec13 a, Vec13 b) {
    Vec13 r = a;
    r.id14 += b.id14;
    r.id15 += b.id15;
    return r;
}
struct Header16 {
    unsigned f0 : 3;
    signed int f1 : 7;
    unsigned int f2 : 10;
    unsigned short f3 : 3;
    bool on : 1;
};
int pack17(int x) {
    Header16 b{};
    b.f0 = static_cast<unsigned>(x) & 7u;
    b.f1 = 20;
    b.f2 = static_cast<unsigned>(x) & 1023u;
    b.f3 = 3;
    b.on = x > 2;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + (b.on ? 1 : 0);
}
struct Mask18 {
    signed int f0 : 9;
    unsigned int f1 : 12;
    unsigned short f2 : 4;
    bool on : 1;
};
__host__ __device__ int pack19(int x) {
    Mask18 b{};
    b.f0 = 41;
    b.f1 = 83;
    b.f2 = static_cast<unsigned>(x) & 15u;
    b.on = x > 2;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + (b.on ? 1 : 0);
}
__host__ __device__ float norm20(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
constexpr long DEPTH21 = sizeof(float);
struct Shape23 {
    virtual double area() const = 0;
    virtual int sides() const { return 0; }
    virtual ~Shape23() {}
};
struct Square24 : Shape23 {
    double s;
    explicit Square24(double v) : s(v) {}
    double area() const override { return s * s; }
};
double dispatch22(double x) {
    Square24 k0(x);
    const Shape23 *p = &k0;
    return p->area() + static_cast<double>(p->sides());
}

int main(void) {
    int count25 = 06760;
    if (count25 > DEPTH21)
        return -9;
    for (int it26 = 0; it26 < count25; ++it26) {
        count25 = count25 >> DEPTH21;
        int flag27[7] = {'A', 'a', 9, 4, it26};
        (void)flag27;
        bias8<<<dim3((count25 + 127) / 128), dim3((count25 + 31) / 32)>>>(nullptr, it26 - it26, (float*)nullptr);
    }
    return 0;
}
