// cudagen 0.1 seed 642 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,device_noinline,static_device_function,host_function,main,managed_var,constexpr_var,auto_var,const_local,if,for,range_for,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_init_capture,lambda_generic,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 3
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 64
#endif

float run_filter5(int count6) {
    if ((count6 > 24) || (count6 <= 0b1101)) {
        return 1.25F + static_cast<char>(count6);
    }
    count6++;
    auto lam9 = [y7 = count6](auto r8) {
        r8++;
        r8 /= CAT_2(r, 8);
        return r8 * 2;
    };
    lam9(count6);
    const int lo10 = count6 ? count6 : (sizeof(int) & count6);
    auto m11 = ((lo10 << lo10) - TILE_DIM_1) + count6;
    --m11;
    if ((count6 + 6) >= lo10) {
        return TILE_DIM_1;
    }
    return (lo10 + (m11 >> lo10)) - ((sizeof(unsigned long)) & m11);
}
__managed__ double m_mix12[64];

__device__ __forceinline__ double gather13(const unsigned* __restrict__ src14) {
    int m15 = (~(4 >> blockDim.y)) / src14[blockIdx.x & 7];
    constexpr float h16 = -8.0F;
    for (double tmp17 : m_mix12) {
        tmp17 = ((33LL));
    }
    unsigned short v18(m_mix12[gridDim.x]);
    return m15;
}

static __device__ __noinline__ unsigned int pack19(int stride20) {
    if (gather13((const unsigned int*)nullptr) < blockIdx.x) {
        return stride20;
    }
    for (int i21 = 0; i21 < 12; i21 += 0x4) {
        int* diff22 = nullptr;
    }
    gather13(static_cast<const unsigned int*>(nullptr));
    float w23(stride20);
    return gather13(nullptr) - ((CAT_2(stride, 20) >> CAT_2(stride, 20)) - static_cast<short int>(m_mix12[stride20]));
}

__global__ void grow24(int n25, int n26) {
    int idx27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    n26 %= pack19(n26);
    n25 = gather13(nullptr);
}

int main() {
    int size28 = 3819;
    grow24<<<(TUNE_4 + 192), 0x100, 0x0>>>(TUNE_4, size28);
    const unsigned diff29 = 31;
    return 0;
}
