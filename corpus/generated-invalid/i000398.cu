// cudagen 0.1 seed 398 invalid:sizeof_function
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,grid_stride_loop,main,shared_var,extern_shared,struct,typedef,if,for,pragma_unroll,compound_assign,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 128
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if (TILE_DIM_1 * 2) >= 28 && TILE_DIM_1 != 0
#define CONFIG_6 4
#else
#define CONFIG_6 12
#endif
#undef CONFIG_6
#define CONFIG_6 24
typedef long *ptr7_t;

struct Bounds8 {
    float flag9;
    double z10;
    bool sum11;
    long val12;
};

template <typename T, int N>
__global__ void sift13_kernel(T *acc14, int stride15)
{
    extern __shared__ unsigned long dyn_16[];
    int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i17 >= stride15) {
        return;
    }
    #pragma unroll 8
    for (int j18 = (blockIdx.x * blockDim.x) + threadIdx.x; j18 < 13; j18 += blockDim.x * gridDim.x) {
        acc14[6] = (acc14[stride15]);
        int y19 = (N);
    }
}

__global__ void weigh20(int *dst21, int len22)
{
    extern __shared__ int dyn_23[];
    int idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_23[idx24] += dyn_23[0b0];
    dyn_23[0] *= 42ull;
    dst21[idx24] = 47UL;
    for (int i25 = 0x0; i25 < len22; i25++) {
        dyn_23[idx24] += 26;
        len22 += blockIdx.x;
    }
    dyn_23[len22] *= sizeof(float);
}
int probe_28();

int main()
{
    int size26 = 3396;
    size26 += sizeof(probe_28);
    ++size26;
    if (size26 <= size26) {
        return (12 - size26) / (sizeof(float) - size26);
    }
    sift13_kernel<int, 1><<<dim3(64, 64), CONFIG_6 + 8>>>(&size26, size26 * (size26 + 3));
    size26 /= size26;
    Bounds8 flag27 = Bounds8{float(size26), static_cast<double>(size26), static_cast<bool>(size26), 61};
    flag27 = Bounds8{10.F, 5.875, true, 3l};
    weigh20<<<CONFIG_6 + 232, (32)>>>(nullptr, (flag27.val12));
    return 0x0;
}
