// cudagen 0.1 seed 1507 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,default_args,main,managed_var,shared_var,constexpr_var,const_local,namespace,if,for,pragma_unroll,compound_assign,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define WARPS_2 128
#define NUM_ITERS_3 256
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
#undef WARPS_2
#define WARPS_2 48

namespace gpu9 {
__global__ void bias10(char *data11) {
    int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int *flag13 = reinterpret_cast<int*>(data11);
    if ((MAX2_5(*data11, WARPS_2) / (flag13[gid12] / 01361)) > 12) {
        const float s14 = ((flag13[6] += data11[gridDim.z], data11[7]) * (-data11[4])) + ((blockDim.x + gid12) / (threadIdx.z * 23.125F));
        __shared__ long sh_15[128];
        (*flag13) /= gid12;
    }
}
__managed__ float m_blend16 = -24.75f;

inline __host__ long long drift17(int stride18) {
    int q19 = sizeof(float) + MIN2_4(gpu9::m_blend16 + 5, MIN2_4(stride18, gpu9::m_blend16));
    stride18 = 13 + q19 + ((27) * gpu9::m_blend16);
    return 34 % ((int)(q19 - 57));
}
} // namespace gpu9
#define DEFINE_MAP_KERNEL_20(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_20(map_smooth21, float)
DEFINE_MAP_KERNEL_20(map_fold22, unsigned)

__device__ void norm23(bool p24 = 0) {
    gpu9::m_blend16 /= gpu9::m_blend16;
    #pragma unroll 4
    for (int it25 = (0b110); it25 > 0; --it25) {
        --gpu9::m_blend16;
        gpu9::m_blend16 -= (NUM_ITERS_3 + (p24 - threadIdx.x)) - MAX2_5(MIN2_4(threadIdx.x, 25), 2);
    }
}

__device__ void gather26(int *__restrict__ out27, short *dst28) {
    int flag29{1};
    if ((*dst28) >= CAT_8(flag, 29)) {
        return;
    }
    __shared__ float sh_30;
    if ((61 < (dst28[0] / gpu9::m_blend16)) || (dst28 == nullptr)) {
        #pragma unroll 2
        for (int i31 = 0, j32 = flag29; i31 < j32; (++i31, (--j32))) {
            if (!(j32 <= 28l)) {
                continue;
            }
            if (37 < j32) {
                break;
            }
        }
    }
}

int main() {
    int n33 = 633;
    map_smooth21<<<dim3(WARPS_2 + 16), 32 * 2>>>(nullptr, (1));
    if (n33 > (n33 + WARPS_2)) {
        return CAT_8(n, 33);
    }
    gpu9::bias10<<<8 * 2, dim3(sizeof(int), 32, (n33 + 127) / 128), sizeof(int) * 32>>>((char*)nullptr);
    map_fold22<<<4 * 2, (WARPS_2 + (WARPS_2 + 32)) * 2>>>(nullptr, (gpu9::m_blend16 * CAT_8(n, 33)) + 53l);
    return 0;
}
