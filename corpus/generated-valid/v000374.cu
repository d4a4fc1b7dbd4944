// cudagen 0.1 seed 374 valid
// features: kernel,launch,host_device_function,main,constexpr_var,struct,struct_methods,if,if_init,while,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 17
#endif

#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 5
#else
#define CONFIG_4 10
#endif
#undef TUNE_3
#define TUNE_3 8

__host__ __device__ void bias5(double cfg6, char alpha7) {
    cfg6++;
    int pass8 = 0;
    while (pass8 < pass8) {
        if (CAT_1(pass, 8) <= (cfg6 - alpha7)) {
            return;
        }
        alpha7++;
        ++pass8;
    }
    float *x9 = (float*)nullptr;
    unsigned short h10 = alpha7;
    long w11 = float((int)TUNE_3);
}

__global__ void count12(int len13, int lane14) {
    len13--;
    int pass15 = 0;
    while (pass15 < len13) {
        unsigned long long w16(3402lu - (int(pass15) % (29 * pass15)));
        len13 %= lane14;
        ++pass15;
    }
}

struct Particle17 {
    float z18;
    long long val19;
    __host__ __device__ long long total20() const {
        int val21 = z18 * ((val19 * CAT_1(val, 19)) - (CONFIG_4 * z18));
        return +(30UL * CAT_1(val, 19));
    }
    __host__ __device__ void total22(unsigned int sum23) {
        if ((z18 == 26u) || (val19 <= 4)) {
            return;
        }
    }
};

int main(void) {
    int size24 = 1631;
    if ((size24)) {
        if (unsigned int e25 = CAT_1(size, 24) >> size24; e25 == 4ul) {
            size24 = size24 * 0b111001;
            e25 *= 60 * ((CAT_1(e, 25) / size24) - 027);
        }
    }
    count12<<<(size24 + 255) / 256, 16 * 8>>>(-size24, (int)(5L));
    return 0;
}
