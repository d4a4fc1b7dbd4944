// cudagen 0.2 seed 349 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_forceinline,host_function,constexpr_function,default_args,main,constexpr_var,auto_var,if,if_else,if_init,for,goto,static_assert,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,cast_c,sizeof,macro_object,macro_function,virtual_function,if_constexpr,type_traits,rtti,hdr_cmath,hdr_type_traits
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>

#define NUM_ITERS_1 256
#define NUM_ITERS_2 3
#define CHUNK_3 32
#define MOD8_4(x) ((x) % 8)
template <typename T>
int classify5(T v) {
    if constexpr (std::is_floating_point_v<T>) {
        return static_cast<int>(v * 9);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

__device__ __forceinline__ int weigh6(int n7, int lane8 = -17) {
    if constexpr (sizeof(long) == 4) {
        int stride9(MOD8_4((n7 - blockDim.x) * (n7 % 16ul)));
        (void)stride9;
    }
    return sqrtf(fabsf(1.25F - n7));
}
struct Poly10 {
    virtual ~Poly10() {}
    virtual int id() const { return 1; }
};
struct Impl11 : Poly10 {
    int id() const override { return 9; }
};
struct Other12 : Poly10 {};
int identify13(int x) {
    Impl11 d;
    Poly10 *b = &d;
    if (Impl11 *p = dynamic_cast<Impl11 *>(b)) {
        return p->id() + x;
    }
    return dynamic_cast<Other12 *>(b) != nullptr ? 1 : x;
}

static __global__ void drift14_kernel(const int* __restrict__ in15) {
    int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int j17 = (blockIdx.x * blockDim.x) + threadIdx.x; j17 < tid16; j17 += blockDim.x * gridDim.x) {
        if (!(in15[0] == blockIdx.x))
            return;
    }
    constexpr int q18 = 25;
    (void)q18;
    if ((tid16 * NUM_ITERS_1) > 52u) {
        goto finish19;
    }
    static_assert(51 == 51, "bad config");
finish19:;
}

constexpr int check_pack20(int count21, int len22) {
    --len22;
    static_assert(51 == 51);
    return count21 / count21;
}

int main() {
    int n23 = 63;
    if (auto stride24 = (unsigned int)ceilf(MOD8_4(n23)); n23 != NUM_ITERS_2) {
        if (n23 < n23)
            return stride24 - ceilf(n23);
        drift14_kernel<<<2 * 16, 32, sizeof(int) * 32, 0>>>(&n23);
        auto x25 = 2lu + stride24;
        (void)x25;
    } else {
    }
    return 0;
}
