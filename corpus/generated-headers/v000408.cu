// cudagen 0.2 seed 408 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,static_device_function,main,shared_var,constexpr_var,local_array,static_assert,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,sizeof,macro_object,macro_paste,pp_if,pp_undef,local_class,conversion_operator,variadic_template,pack_expansion,fold_expression,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cstdio>

#define CHUNK_1 32
#define BLOCK_SIZE_2 256
#define CAT_3(a, b) a##b

#if (CHUNK_1 * 2) >= 5 && CHUNK_1 != 0
#define CONFIG_4 7
#else
#define CONFIG_4 15
#endif
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 2
struct Weight5 {
    double v;
    __host__ __device__ operator double() const { return v; }
};
__host__ __device__ double convert6(double x) {
    Weight5 m{x};
    double plain = m;
    return plain + static_cast<double>(m) * 2;
}

static __device__ int warp7(long long *buf8)
{
    int prod9 = buf8[blockDim.x] - ((*buf8) * 5);
    __shared__ float sh_10[0400];
    (void)sh_10;
    long lo11 = prod9 + BLOCK_SIZE_2;
    (void)lo11;
    return prod9 - gridDim.x;
}
template <typename... Ts>
double fold12(Ts... xs) {
    return (... + static_cast<double>(xs));
}
template <typename... Ts>
int count13(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread15(int x) {
    return static_cast<int>(fold12(x, 4.5f, 4u)) + count13(x, x, 1.0) + count13(static_cast<long>(x), 4);
}

__global__ void reduce16_kernel(long long *__restrict__ acc17, float beta18)
{
    int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float sum20[3] = {};
    (void)sum20;
    constexpr int lo21 = 7UL;
    (void)lo21;
    printf("lane %d\n", static_cast<int>(idx19));
}

int main()
{
    int len22 = 2589;
    static_assert((BLOCK_SIZE_2 + 32) > 041, "expected value");
    len22 = len22;
    int e23 = 56;
    struct Local24 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local24 q25{7};
    int m26 = q25.add(len22 + e23);
    dim3 s27(sizeof(float) * (BLOCK_SIZE_2 + BLOCK_SIZE_2), (m26 + 63) / 0x40);
    (void)s27;
    (--e23, (e23 = (m26 += m26, ((len22 - 6) * (len22 - sizeof(short int))))));
    reduce16_kernel<<<2, sizeof(unsigned int) * 32>>>(nullptr, (-m26) * e23);
    return 0;
}
