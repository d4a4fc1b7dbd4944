// cudagen 0.2 seed 371 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shift,pointer_arith,array_index,call,lit_int_hex,lit_float,lit_string,lit_string_prefix,lit_nullptr,macro_object,macro_function,macro_paste,virtual_function,explicit_specialization,if_constexpr,type_traits,rtti,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>

#define RADIUS_1 3
#define CHUNK_2 (5)
#define CHUNK_3 3
#define HALF_4(x) ((x) / 2)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> struct IsReal8 { static constexpr bool value = false; };
template <> struct IsReal8<float> { static constexpr bool value = true; };
template <> struct IsReal8<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify7(T v) {
    if constexpr (IsReal8<T>::value) {
        return static_cast<int>(v * 2);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
struct Poly9 {
    virtual ~Poly9() {}
    virtual int id() const { return 1; }
};
struct Impl10 : Poly9 {
    int id() const override { return 4; }
};
struct Other11 : Poly9 {};
int identify12(int x) {
    Impl10 d;
    Poly9 *b = &d;
    if (Impl10 *p = dynamic_cast<Impl10 *>(b)) {
        return p->id() + x;
    }
    return dynamic_cast<Other11 *>(b) != nullptr ? 1 : x;
}

__global__ void pack13_kernel(unsigned int *out14, long long *data15)
{
    unsigned int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)tid16;
    int k17{4132};
    (void)k17;
    (*out14) = *data15;
}

int main()
{
    int len18 = 1884;
    float acc19 = HALF_4(sinf(CAT_5(len, 18) + 3.25F));
    (void)acc19;
    pack13_kernel<<<(len18 + 0x1F) / 32, dim3(1 << 5), 0>>>(nullptr, nullptr);
    const char *sum20 = u8"a\tb";
    float mid21 = floorf(sum20[0]);
    (void)mid21;
    return 0;
}
