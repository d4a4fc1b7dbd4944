// cudagen 0.1 seed 165 invalid:kernel_rvalue_ref_param
// features: kernel,launch,launch_dim3,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,default_args,main,shared_var,shared_2d,constexpr_var,local_array,if,if_init,while,switch,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,pp_ifdef
#include "prelude.cuh"

#ifndef USE_FAST_PATH_1
#define TUNE_2 16
#else
#define TUNE_2 20
#endif

__device__ __forceinline__ void score3(int n4) {
    if (unsigned long long s5 = int(~blockIdx.x); s5 != static_cast<float>(n4)) {
        n4++;
        if ((n4 / n4) == 58) {
            return;
        }
    }
}

__device__ __forceinline__ short decay6(float *dst7) {
    if ((1UL < gridDim.z) && blockIdx.z) {
        return TUNE_2;
    }
    unsigned long lim8 = dst7[blockDim.z];
    lim8 = (lim8 * blockIdx.x) & 0x25;
    __shared__ signed char sh_9[0x3 * 0x5][11];
    int *lim10 = reinterpret_cast<int*>(dst7);
    return sizeof(int) + (sh_9[013][lim8] >> sh_9[blockDim.x][lim8]);
}

__global__ void smooth11(unsigned int *data12, const int *in13, int lane14) {
    int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid15 >= lane14) {
        return;
    }
    if (TUNE_2 >= (tid15 + 0x2Du)) {
        return;
    }
    unsigned short base16[3] = {0, 041, static_cast<unsigned short>(+in13[lane14 & 7])};
    if (data12[lane14] > 17lu) {
        return;
    }
    base16[blockDim.x] %= ' ';
    if (62U == base16[0]) {
        return;
    }
}

static __device__ __forceinline__ float step17(unsigned int beta18 = 27ul) {
    beta18 = ((beta18 - 073U) >> beta18);
    int pass19 = 0;
    while (pass19 < 8) {
        __shared__ float sh_20;
        __shared__ double sh_21;
        switch (pass19 + pass19) {
        case 2 * 4:
            break;
        case (7):
            sh_21 = (warpSize - (gridDim.z * pass19)) | pass19;
            sh_20++;
            break;
        case (6):
            break;
        case 10:
            break;
        }
        ++pass19;
    }
    return 6.75f;
}

inline __device__ void drift22(unsigned long long q23, const unsigned int *src24) {
    __shared__ long sh_25[(7)][13];
    sh_25[q23][2] *= 0x7B5L | static_cast<unsigned int>(*src24);
    int u26 = (32) - q23;
    q23 = 47;
}
__global__ void rvalue_kernel30(int &&x)
{
}

int main() {
    int n27 = 1250;
    cudaStream_t z28 = nullptr;
    int base29(-25);
    ++base29;
    smooth11<<<dim3((n27 + 255) / 256, (0x1), (base29 + 63) / 0100), 256>>>(static_cast<unsigned int*>(nullptr), &base29, n27 % (n27 * base29));
    return 0;
}
