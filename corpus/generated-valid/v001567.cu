// cudagen 0.1 seed 1567 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_function,main,shared_var,constexpr_var,const_local,enum,typedef,namespace,if,static_assert,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define WARPS_1 32
#define TILE_DIM_2 4
#define TILE_DIM_3 128
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 27
#endif
/* Layout: row-major, no padding. */

__global__ void mix6_kernel(long long *out7, unsigned int *data8, long *data9) {
    unsigned int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    --(*out7);
    const double flag11 = ((-data9[idx10]) ^ threadIdx.x) - WARPS_1;
    data8[7] = 1466;
    int base12 = 0x34U;
    int val13 = *data8;
}
enum Op14 { IDLE15, ON16, OFF17 };

namespace ops18 {
__global__ void __maxnreg__(128) rank19(Op14 beta20, float *__restrict__ out21, const float *__restrict__ coef22, const long *coef23) {
    double lo24 = *coef23;
    out21[threadIdx.z] = 24.625F * blockIdx.y;
    if ((+(beta20 - 2723u)) != coef23[threadIdx.z]) {
        if ((threadIdx.y / (out21[threadIdx.z] * (*coef23))) >= (15l - out21[threadIdx.z])) {
            __shared__ double sh_25;
            lo24--;
        }
    }
}
typedef int idx26_t;
} // namespace ops18
// Helper used by the kernels below.

__device__ __forceinline__ unsigned short fold27(ops18::idx26_t *out28) {
    if (out28 != nullptr) {
        if ((*out28) >= (*out28)) {
            if (blockDim.x <= (ON16 + (*out28))) {
                if ((+(*out28)) < TUNE_5)
                    return *out28;
            }
            out28[blockDim.x] = out28[0x0];
        }
    }
    __shared__ ops18::idx26_t sh_29;
    return 50L - sh_29;
}

__device__ float scale30(float *acc31, Op14 cfg32) {
    if (cfg32 == IDLE15) {
        if (acc31 != nullptr) {
            acc31[warpSize] = 19.125f;
            fold27(nullptr);
        }
        const float idx33 = +cfg32;
    }
    return 10.0f;
}

float split34(int n35, float *dst36, char alpha37) {
    if (dst36[alpha37] != (n35 | 9)) {
        ops18::rank19<<<(TILE_DIM_2), sizeof(unsigned int) * 128, 0>>>(IDLE15, dst36, dst36, reinterpret_cast<const long*>(dst36));
        alpha37 = n35;
    }
    n35++;
    ++n35;
    dst36[alpha37 & 7] = 17.125f;
    alpha37 = TUNE_5;
    return dst36[alpha37];
}

template <class T, int N = 4>
__global__ void __launch_bounds__(32) count38_kernel(T alpha39, unsigned *data40, int n41, const T *__restrict__ coef42) {
    ops18::idx26_t idx43 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const long y44 = (TILE_DIM_3 - (data40[n41] + 44)) | n41;
    const unsigned char val45 = y44;
    if ((OFF17 / val45) <= n41) {
        __shared__ ops18::idx26_t sh_46;
        n41 = fold27(nullptr) & (0x52lu);
        sh_46 = 321l;
    }
    __shared__ long sh_47[TUNE_5 + (WARPS_1 + (TILE_DIM_3 + (OFF17 + (TILE_DIM_2 + 76))))];
}

int main(void) {
    int size48 = 2597;
    count38_kernel<<<1, 256>>>(0x7U, nullptr, OFF17 % size48, (const unsigned int*)nullptr);
    if ((size48 & size48) != size48) {
        count38_kernel<<<1, 0x100, 0>>>(static_cast<ops18::idx26_t>(size48), nullptr, split34(011 - size48, (float*)nullptr, split34(0b11000, nullptr, 30)), (const int*)nullptr);
        int z49 = (split34(size48, (float*)nullptr, size48) + size48) / (7ll * size48);
    }
    static_assert(sizeof(int) == 4, "tile must fit");
    mix6_kernel<<<(size48 + 0177) / 0200, ON16 + 0x7F>>>((long long*)nullptr, nullptr, nullptr);
    return 0x0;
}
