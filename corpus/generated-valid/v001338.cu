// cudagen 0.1 seed 1338 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_function,static_host_function,default_args,main,constant_var,shared_var,shared_2d,constexpr_var,enum,if,if_else,do_while,switch,switch_fallthrough,goto,nested_block,static_assert,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_value,lambda_generic,lambda_launch,macro_function,macro_paste
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b
static_assert(((1 << 1) * 2) == 4);
__constant__ unsigned long c_tile3 = 7;
enum Color4 {
    FAST5,
    RED6 = 5,
    RED7,
    GREEN8 = 11,
    RED9
};
__device__ __forceinline__ void bias10(int len11, const int* __restrict__ input12) {
    short mid13 = MIN2_1(c_tile3, 32);
    __shared__ long sh_14[7][15];
    __shared__ int sh_15[8];
    __shared__ unsigned long long sh_16[GREEN8 + 53];
    const int* q17 = sh_15;
}
__device__ unsigned int march18(int stride19 = 44) {
    if (CAT_2(stride, 19) == threadIdx.z)
        return 2580;
    __shared__ unsigned sh_20[8];
    if ((c_tile3 % 23) < gridDim.x) {
        goto out22;
    }
    stride19 = sizeof(float) - (threadIdx.x - (sh_20[blockDim.z & 7] / 59));
    switch ((sh_20[7])) {
    case 2:
        break;
    case 10:
        if ((c_tile3 & CAT_2(stride, 19)) == stride19)
            return 4697;
        stride19 = c_tile3 - (GREEN8);
        break;
    case 3:
    case RED7 + 1:
        break;
    default: {
        __shared__ float sh_21[1 << 7];
        break;
    }
    }
out22:;
    return RED9;
}
int run_scatter23(int* __restrict__ acc24, int* __restrict__ dst25, const float* __restrict__ input26) {
    {
        int f27{-33};
        auto lam31 = [](auto tmp28) {
            float* off29 = (float*)nullptr;
            constexpr bool cnt30 = false;
            return tmp28 * 2;
        };
    }
    if (((*acc24) * dst25[4]) != input26[5])
        return (*dst25) + 19;
    (*dst25) = (*dst25) * acc24[3];
    dst25[6] &= *dst25;
    return MIN2_1(acc24[2], dst25[1]);
}
__global__ void march32(int* __restrict__ data33) {
    int idx34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr float x35 = -19;
    __shared__ float sh_36[64];
    __shared__ float sh_37[7][8];
    if (!data33) {
        __shared__ float sh_38[32];
        const double* y39 = reinterpret_cast<const double*>(data33);
    }
}
static float check_clamp40(const int* src41, bool b42) {
    if (b42 >= static_cast<int>(*src41)) {
        b42 = src41[5];
        dim3 mid43 = dim3((4));
    }
    Color4 s44 = GREEN8;
    return CAT_2(s, 44);
}
int main() {
    int n45 = 2157;
    int pass46 = 0;
    do {
        if ((pass46 >= pass46) && (MIN2_1(n45, pass46) != pass46)) {
            auto op49 = [=](float u47) -> int {
                march32<<<1, dim3((RED9 + 500))>>>(nullptr);
                int* off48 = static_cast<int*>(nullptr);
                return pass46 + (u47 + 2L);
            };
            op49(CAT_2(pass, 46));
        } else {
            march32<<<dim3((2), (pass46 + 255) / 256, (pass46 + 255) / 256), dim3((pass46 + 63) / 64, RED7 + (GREEN8 + 15)), 0>>>(nullptr);
            Color4 sum50 = FAST5;
        }
        march32<<<dim3((n45 + 31) / 32), RED6 + 27>>>(static_cast<int*>(nullptr));
        ++pass46;
    } while ((pass46 < n45) && n45);
    return 0;
}
