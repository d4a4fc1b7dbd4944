// cudagen 0.1 seed 1909 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,if,for,goto,static_assert,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,pp_ifdef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 15
#else
#define TUNE_2 37
#endif

__global__ void fold3(const float* __restrict__ in4, int* dst5, long* dst6, int len7) {
    for (int it8 = 0; it8 < len7; ++it8) {
        ++len7;
    }
    long e9 = (TUNE_2 & ((len7 == '0') ? len7 : (*dst5))) * (threadIdx.x);
}

__global__ void bias10(int* out11, const float* __restrict__ in12, long long* __restrict__ dst13) {
    double u14 = 6 << ((~(*out11)) % 0x11L);
    static_assert((60) == 60, "expected value");
    const int hi15 = TUNE_2;
    int val16 = (((*out11) >> 0x4) - (out11[blockDim.x & 7] & TUNE_2)) ^ ((TUNE_2 != (threadIdx.y / 0x8UL)) ? (hi15 & dst13[4]) : (61 + dst13[gridDim.x & 7]));
    double k17 = -val16;
    unsigned int base18 = val16 - 0x2bLL;
}

__global__ void smooth19_kernel(int* __restrict__ out20, float b21) {
    unsigned int idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    size_t w23 = 3252;
    __shared__ float sh_24[32];
    auto flag25 = sh_24[13];
    int cnt26 = threadIdx.y;
    if (52u > b21) {
        goto finish27;
    }
    flag25 = (47UL);
    ++cnt26;
finish27:;
}

constexpr int host_sweep28(int count29, int len30) {
    count29 = TUNE_2;
    return ((len30 * len30) <= (count29 - TUNE_2)) ? len30 : ((8 * count29) + (count29 / len30));
}

template <class T, int N>
__global__ void norm31(T* out32, int count33) {
    extern __shared__ int dyn_34[];
    int tid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid35 >= count33) {
        return;
    }
    if ((gridDim.y + 32UL) < tid35) {
        return;
    }
    __shared__ float sh_36;
    static_assert(sizeof(int) == 4, "tile must fit");
    int stride37 = blockDim.z + dyn_34[6];
    auto sum38 = threadIdx.z - (N * stride37);
    __shared__ unsigned short sh_39;
}

int check_sift40(int* data41, float* __restrict__ out42) {
    long w43(18ul);
    bias10<<<dim3((w43 + 31) / 32), dim3((w43 + 255) / 256)>>>((int*)nullptr, nullptr, nullptr);
    if (((w43 + w43) & 1)) {
        return (0x6 >> (*data41)) * data41[5];
    }
    --out42[w43 & 7];
    data41[w43] = 42 - ((data41[w43] & 34) & (data41[w43] | 6));
    unsigned int off44 = ((((*data41) >= 4U) || ((*data41) > TUNE_2)) ? w43 : (58UL));
    return 0x3e * (*data41);
}

int main() {
    int n45 = 1711;
    static_assert(24 > 23);
    n45 = n45;
    fold3<<<dim3(4, (n45 + 31) / 32, 8), dim3(16)>>>(nullptr, nullptr, nullptr, (8 - n45) - ((n45 > n45) ? 17 : 5));
    smooth19_kernel<<<dim3((n45 + 63) / 0100, 4), 0x100, 0, 0>>>((int*)nullptr, n45);
    norm31<long, 5><<<(TUNE_2 + 27) * 8, 16 * 8>>>(nullptr, 0x152ll);
    return 0;
}
