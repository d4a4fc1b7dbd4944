// cudagen 0.2 seed 451 valid headers
// features: kernel,launch_bounds,launch,builtin_vars,device_function,device_forceinline,default_args,main,constant_var,shared_var,extern_shared,if,if_else,switch,switch_fallthrough,shift,comparison,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,comments,hdr_cmath
#include <cuda_runtime.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__constant__ float c_pack4 = -4.25f;

__global__ void __launch_bounds__(256, 1) filter5_kernel(char *buf6, const int *coef7, const int *in8, short *acc9) {
    extern __shared__ double dyn_10[];
    int tid11 = threadIdx.x;
    if (acc9 != nullptr) {
        (*acc9) = acc9[tid11];
        acc9[tid11] = sinf((float)threadIdx.z) - 35l;
        float prod12 = 23.375f + (static_cast<float>(dyn_10[gridDim.y]) / (-(*coef7)));
        (void)prod12;
    } else if (fmaxf(c_pack4 - 2906lu, 24.5f) < (dyn_10[tid11] / tid11)) {
        dyn_10[tid11] = (unsigned char)(45u * c_pack4);
        unsigned int prod13(59u % in8[threadIdx.x]);
        (void)prod13;
    } else if (((coef7[2] + 1) << 6) > (blockDim.x >> (*acc9))) {
    } else {
    }
}
/* Layout: row-major, no padding. */

__device__ __forceinline__ int pivot14(long beta15, unsigned int cfg16, unsigned int p17 = 49l) {
    if (sqrtf(8 >> threadIdx.y) == blockDim.x) {
        cfg16 = ((p17 + cfg16) * (20 + beta15)) << 0;
        switch (beta15) {
        case (0):
            if (c_pack4 <= blockDim.y) {
                return beta15;
            }
            beta15 = -1;
            [[fallthrough]];
        case 7:
            if (c_pack4 != 51) {
                break;
            }
            break;
        case 12:
            break;
        }
    }
    return sqrtf(0.125f);
}

int main(void) {
    int count18 = 2132;
    if (count18 < count18) {
        if (count18 < count18) {
            if (fabsf(14 + count18) == count18) {
                count18 = count18;
            }
            count18 = count18;
            filter5_kernel<<<(1), 64>>>(nullptr, static_cast<const int*>(nullptr), static_cast<const int*>(nullptr), nullptr);
        }
    } else if (1 > ((count18 / 52u) - fmaxf(sizeof(int), 20.625f))) {
    } else if (count18 <= (count18 + 63)) {
    } else {
    }
    return 0;
}
