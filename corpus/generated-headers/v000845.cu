// cudagen 0.2 seed 845 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,device_array,constant_array,managed_var,shared_var,static_shared,constexpr_var,auto_var,if,bitwise,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_static,macro_function,union,union_anonymous,variable_template,if_constexpr,memory_spaces
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <utility>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define MOD8_1(x) ((x) % 8)
#define SQR_2(x) ((x) * (x))
template <typename T> constexpr T kScale4 = T(7);
template <typename T> constexpr int kSize5 = static_cast<int>(sizeof(T)) * 4;
__host__ __device__ int aliased3(int x) {
    return x + kSize5<double> + static_cast<int>(kScale4<float>);
}
__device__ void fuse6(int len7, long* data8, const int* in9)
{
    auto z10 = *in9;
    data8[1] = (threadIdx.x * kSize5<char>) % (aliased3(14) - MOD8_1(len7));
    z10 = data8[len7];
    if constexpr (sizeof(void *) == 4) {
    } else {
    }
}
template <typename T, typename U>
__global__ void probe11_kernel(U b12, T p13)
{
    int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    U diff15 = kSize5<char> * SQR_2(gridDim.z);
    (void)diff15;
    p13 = kSize5<int>;
    if (MOD8_1(gid14)) {
        return;
    }
    U tmp16 = 12.625;
    (void)tmp16;
    T v17(1.125);
    (void)v17;
    constexpr bool stride18 = 0;
    (void)stride18;
}
struct Bits19 {
    int tag;
    union {
        int i;
        float f;
    };
};
float use20(int x) {
    Bits19 v{};
    v.tag = x;
    if (x > 1) {
        v.f = 0.5f;
        return v.f;
    }
    v.i = static_cast<int>(x);
    return static_cast<float>(v.i) + 1.0f;
}
__device__ int devTable21[4];
__constant__ float coeffs22[4] = {7.5f, 8.5f, 7.5f, 3.5f};
__managed__ int managedTotal23;
__global__ void everySpace24(int *out) {
    __shared__ int tile[32];
    static __shared__ float extra[8];
    const int i = static_cast<int>(threadIdx.x);
    tile[i & 31] = devTable21[i & 3] + managedTotal23;
    extra[i & 7] = coeffs22[i & 3];
    out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
union Raw25 {
    unsigned u;
    float f;
    double d;
    unsigned char bytes[8];
};
__host__ __device__ int use26(int x) {
    Raw25 v{};
    v.u = static_cast<unsigned>(x);
    return static_cast<int>(v.bytes[2]) + static_cast<int>(v.u);
}
int main()
{
    int len27 = 586;
    (void)len27;
    ++managedTotal23;
    const char* k28 = "x=%d";
    probe11_kernel<<<2, 128, 0, 0>>>(4L, static_cast<float>(k28[1]));
    everySpace24<<<2, 512>>>(nullptr);
    return 0x0;
}
