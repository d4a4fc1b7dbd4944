// cudagen 0.2 seed 735 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,main,constexpr_var,local_array,auto_var,const_local,for,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,virtual_function,variadic_template,pack_expansion,fold_expression,ctad,deduction_guide,constexpr_loop,rtti,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <tuple>

#define CHUNK_1 5
#define BLOCK_SIZE_2 5
#define MOD8_3(x) ((x) % 8)
#define SQR_4(x) ((x) * (x))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
template <typename... Ts>
__host__ __device__ double fold8(Ts... xs) {
    return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count9(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread11(int x) {
    return static_cast<int>(fold8(x, 1.5f, 1u)) + count9(x, x, 1.0);
}
__host__ __device__ constexpr int steps12(int n) {
    int s = 0;
    int i = 0;
    while (i < n) {
        s += 3;
        ++i;
    }
    return s;
}
constexpr int kSteps13 = steps12(9);
static_assert(steps12(9) == 27, "a constexpr loop");

__global__ void weigh14(short a15, int *__restrict__ acc16, float alpha17) {
    const long lim18 = 20ul;
    (*acc16)--;
    sqrtf(static_cast<int>(gridDim.x));
    int y19 = fabsf(a15 - lim18);
    (void)y19;
    auto stride20 = static_cast<unsigned>(gridDim.x);
    stride20 = expf(*acc16);
}

__host__ __device__ int reduce21(const int *input22) {
    for (int i23 = 0; i23 < 8; ++i23) {
        for (int n24 = 0; n24 < i23; ++n24) {}
    }
    double x25[4]{static_cast<double>(43ul), 9.F, -9.875, 0.0};
    floorf(21.625F);
    floorf(38);
    return x25[3];
}
template <typename T> struct Keep26 {
    T v;
    __host__ __device__ Keep26(T x) : v(x) {}
    __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin27 { A a; B b; };
template <typename A, typename B> Twin27(A, B) -> Twin27<A, B>;
template <typename T> struct View28 {
    const T *p;
    int n;
    __host__ __device__ View28(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View28(T *, int) -> View28<T>;
__host__ __device__ int deduce29(int x) {
    Keep26 h(x);
    Keep26 g{0.5};
    Twin27 d{x, 2.5f};
    View28 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
struct Poly30 {
    virtual ~Poly30() {}
    virtual int id() const { return 1; }
};
struct Impl31 : Poly30 {
    int id() const override { return 2; }
};
struct Other32 : Poly30 {};
int identify33(int x) {
    Impl31 d;
    Poly30 *b = &d;
    if (Impl31 *p = dynamic_cast<Impl31 *>(b)) {
        return p->id() + x;
    }
    return dynamic_cast<Other32 *>(b) != nullptr ? 1 : x;
}

void clamp34(int count35, const float *__restrict__ coef36, unsigned int p37) {
    cudaEvent_t start38, stop39;
    cudaEventCreate(&start38);
    cudaEventCreate(&stop39);
    cudaEventRecord(start38);
    cudaEventRecord(stop39);
    cudaEventSynchronize(stop39);
    float ms40 = 0.0f;
    cudaEventElapsedTime(&ms40, start38, stop39);
    cudaEventDestroy(start38);
    cudaEventDestroy(stop39);
    for (int j41 = 0; j41 < 3; ++j41) {
        ms40 = static_cast<float>(5.25f);
        for (int n42 = 0; n42 < 9; ++n42) {
            const float lim43 = j41;
            (void)lim43;
            ms40 = sinf(ms40);
        }
    }
}

int main() {
    int n44 = 564;
    for (int n45 = 0; n45 < 0b101; n45++) {
        double idx46 = CHUNK_1 / n45;
        (void)idx46;
        weigh14<<<256, 32, sizeof(int) * 64>>>(cosf(kSteps13), &n44, sinf(n44));
    }
    n44 = fminf(n44, n44) * spread11(59) * (kSteps13 + n44 + sqrtf(kSteps13));
    n44 = int(3354) * n44;
    n44 = kSteps13;
    return 0;
}
