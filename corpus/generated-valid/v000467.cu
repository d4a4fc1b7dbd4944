// cudagen 0.1 seed 467 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,kernel_from_macro,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,device_noinline,static_device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,const_local,enum_class,if,if_init,for,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,lambda,lambda_capture_value,lambda_mutable,lambda_launch,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define TILE_DIM_2 16
#define WARPS_3 ((16))
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#if WARPS_3 > 100
#define CONFIG_5 2
#elif WARPS_3 < 0
#error unreachable configuration
#else
#define CONFIG_5 18
#endif
#undef TILE_DIM_2
#define TILE_DIM_2 48

extern "C" {
__global__ void __launch_bounds__(64) scale6(const int *__restrict__ input7, unsigned int p8, int lane9) {
    int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid10 >= lane9) {
        return;
    }
    p8 = (58lu) + MAX2_4(lane9 + gid10, 2);
    float h11 = gridDim.x * BLOCK_SIZE_1;
    __shared__ int sh_12[256];
    for (int j13 = (blockIdx.x * blockDim.x) + threadIdx.x; j13 < 3; j13 += blockDim.x * gridDim.x) {
        sh_12[241] %= j13 * 11UL;
        p8--;
    }
}
}

size_t check_grow14(long beta15, long *__restrict__ data16, int *acc17) {
    for (int it18 = 0; it18 < 10; it18 += 4) {
        if (acc17 == nullptr) {
            static_assert(57 == 57, "size check");
            scale6<<<128, 512, 256>>>(acc17, (int)acc17[2], BLOCK_SIZE_1 * beta15);
            acc17[beta15] = acc17[beta15] - it18;
        }
        if (data16[it18] <= 58) {
            return BLOCK_SIZE_1;
        }
    }
    return (45 + acc17[beta15]) * (*acc17);
}

__device__ void step19(int n20, int *data21) {
    --data21[n20];
    if (const float s22 = *data21; int(n20 * 47u) == (s22 - s22)) {
        if (data21 != nullptr) {
            return;
        }
        data21[threadIdx.x] /= char(n20) + (MAX2_4(data21[n20], 2) - 1);
    }
}
#define DEFINE_MAP_KERNEL_23(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_23(map_rank24, double)
DEFINE_MAP_KERNEL_23(map_spread25, unsigned int)
enum class Color26 { Slow27 = 2, Slow28 = 6, Green29 };

template <class T, int N>
__global__ void lerp30(const T *__restrict__ coef31) {
    extern __shared__ unsigned int dyn_32[];
    int tid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Color26 cnt34 = Color26::Slow28;
    if (T v35 = MAX2_4(dyn_32[1], coef31[gridDim.x] - dyn_32[2]) * N; (((T)dyn_32[blockIdx.x]) + (5 + v35)) < (threadIdx.z * 3303)) {
        dyn_32[warpSize] = 4UL;
    }
    dyn_32[4] = threadIdx.x;
    if (cnt34 == Color26::Green29) {
        return;
    }
}

static __device__ __noinline__ unsigned long long apply36(float alpha37, int *acc38, char b39 = 52U) {
    (acc38[b39]++, (alpha37 = unsigned(52 + (b39 - acc38[5]))));
    __shared__ double sh_40[WARPS_3];
    return 4 * gridDim.x;
}

int check_apply41(const double *in42, int *data43, int *out44) {
    auto lam46 = [=](char sum45) mutable -> unsigned {
        data43[sum45] %= sum45;
        lerp30<float, 3><<<64, TILE_DIM_2 + 16, 0>>>((const float*)nullptr);
        return data43[2] - 14;
    };
    double mid47 = *in42;
    out44[4] /= 51;
    out44[6] = out44[1];
    int r48 = lam46((mid47) * (45U + mid47));
    return 27;
}

int main(void) {
    int n49 = 77;
    ++n49;
    map_spread25<<<(BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (CONFIG_5 + (CONFIG_5 + (BLOCK_SIZE_1 + 124))))), 512>>>(nullptr, n49);
    map_rank24<<<(n49 + 31) / 32, BLOCK_SIZE_1 + (CONFIG_5 + (TILE_DIM_2 + 158))>>>((double*)nullptr, n49 / (n49 + WARPS_3));
    return 0;
}
