// cudagen 0.1 seed 2293 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,constexpr_var,local_array,auto_var,const_local,if,for,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_const,sizeof,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 11
#else
#define TUNE_7 56
#endif

__global__ void reduce8(const int *input9) {
    int i10 = threadIdx.x;
    const int u11 = TUNE_7;
    float prod12 = CAT_5(i, 10);
    short lo13 = i10 % u11;
    prod12++;
    lo13 = u11;
    if ((-input9[lo13]) != 0b10011) {
        return;
    }
    prod12--;
}

unsigned int run_probe14(int n15) {
    reduce8<<<(TUNE_7 + 117), 256, sizeof(double) * 256, (cudaStream_t)0>>>(&n15);
    n15 = CAT_5(n, 15);
    constexpr float sum16 = 11.5f;
    --n15;
    n15 <<= (n15 += sum16, n15);
    reduce8<<<dim3((TUNE_7 + (TUNE_7 + 106)) * 4, (n15 + 255) / 256), (TUNE_7 + 501), 0, nullptr>>>(nullptr);
    int s17[5]{3, 54, n15, int(50), 2};
    return (((s17[2] < s17[n15]) ? TUNE_7 : sum16) >= ((char)(s17[0b1] - TUNE_7))) ? ((31l - s17[n15]) | 34) : ((int)(n15 - n15));
}

__device__ int score18(int stride19, const int *coef20) {
    for (int it21 = 0; it21 < 16; ++it21) {
        const unsigned diff22 = stride19;
        int *stride23 = nullptr;
        stride23[stride19 & 7]--;
    }
    return *coef20;
}

int main(void) {
    int size24 = 277;
    for (int i25 = 0, j26 = 13; i25 < j26; (++i25, (--j26))) {
        size24 >>= 5;
        auto h27 = run_probe14(SQR_1(j26));
    }
    size24 = 3 | size24;
    reduce8<<<(size24 + 255) / 256, 1 << 5>>>(&size24);
    constexpr float y28 = 21.875f;
    return 0;
}
