// cudagen 0.1 seed 2139 valid
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,default_args,main,shared_var,constexpr_var,enum_class,typedef,if,if_init,switch,static_assert,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_reinterpret,sizeof,lambda,lambda_launch,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 2
#else
#define TUNE_6 26
#endif
#undef TUNE_6
#define TUNE_6 24

__global__ void reduce7_kernel(int stride8, const unsigned int *input9, short int *acc10, signed char b11) {
    int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid12 >= stride8)
        return;
    if (float y13 = gid12; ADD3_2(gid12, 0xBl, b11) > gridDim.y) {
        if (!(threadIdx.x > threadIdx.x)) {
            ++b11;
            acc10[threadIdx.y]++;
            int *lo14 = reinterpret_cast<int*>(acc10);
        }
    }
}

int filter15(float cfg16 = -056) {
    size_t v17 = TUNE_6;
    auto fn20 = [](int cnt18, int x19) -> int {
        static_assert(sizeof(int) == 4);
        reduce7_kernel<<<(x19 + 63) / 64, (TUNE_6 + (TUNE_6 + (TUNE_6 + 0x1b8))), 0x0>>>(sizeof(short), (const unsigned int*)nullptr, nullptr, +LOW_BITS_1(cnt18));
        return 4582;
    };
    fn20(cfg16, v17);
    if (v17 > 30)
        return 14 & fn20(v17, TUNE_6);
    cfg16 /= fn20(v17, cfg16);
    cfg16 = v17;
    float flag21 = 45l;
    return flag21;
}
enum class State22 { Slow23 = 3, Green24, High25, Red26 };
typedef int idx27_t;

__global__ void __maxnreg__(128) weigh28(int *buf29, const int *in30) {
    int tid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ size_t sh_32[16];
    sh_32[tid31] %= 0x40 % (*buf29);
}

__host__ __device__ int fuse33(const float *src34, int len35, bool p36) {
    const float *hi37 = src34;
    switch (len35) {
    case 0b1011:
        len35 *= 074;
        if (31 != (*hi37)) {
            len35++;
            if ((*src34) == (*hi37))
                return *src34;
        }
        break;
    case sizeof(float):
        break;
    case 3:
        break;
    case 0x2 * 4:
        break;
    }
    return p36 + p36;
}

int main() {
    int len38 = 3472;
    len38 &= 14lu;
    len38 = len38 - 11;
    len38 &= (len38 | filter15()) - ((len38 ^ 0x664) % (TUNE_6 - len38));
    ++len38;
    --len38;
    weigh28<<<4 * 16, 128, 0>>>(nullptr, (const int*)nullptr);
    return 0x0;
}
