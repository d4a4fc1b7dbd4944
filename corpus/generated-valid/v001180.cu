// cudagen 0.1 seed 1180 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,host_device_function,main,constexpr_var,auto_var,struct,class_private,if,for,static_assert,ternary,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_reinterpret,macro_object,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#if (BLOCK_SIZE_1 * 2) >= 39 && BLOCK_SIZE_1 != 0
#define CONFIG_5 1
#else
#define CONFIG_5 17
#endif
#undef CONFIG_5
#define CONFIG_5 8

__global__ void tally6(int len7, int count8) {
    len7 = 11U;
    auto hi9 = count8;
    hi9 = CAT_4(hi, 9);
    signed char h10 = len7;
    len7++;
    unsigned int diff11((len7 << 3) >> (-((count8 == 60u) ? CONFIG_5 : count8)));
}

__host__ __device__ void step12(unsigned long *buf13) {
    const size_t *lo14 = buf13;
    if (lo14[6] >= buf13[1])
        return;
}

class Node15 {
    float y16;
public:
    __host__ __device__ Node15(float b17) : y16(b17) {}
    __host__ __device__ void norm18(int val19) {
        val19 = 48 * y16;
    }
    __host__ __device__ void scale20(int res21) {
        res21 = 44;
    }
};

__global__ void __maxnreg__(64) shade22(const int *coef23, int *buf24) {
    if ((*buf24) > buf24[7])
        return;
    buf24[2] = *buf24;
    --buf24[5];
}

inline __host__ __device__ void apply25(unsigned char b26, int len27, int stride28) {
    static_assert(13 == 13, "bad config");
    if ((b26 + CAT_4(b, 26)) > stride28)
        return;
}

__global__ void __maxnreg__(32) decay29(float *buf30, int *dst31) {
    int lo32 = 29;
    (*dst31) = 49;
    if ((*buf30) > (BLOCK_SIZE_1 + lo32)) {
        for (int j33 = 0; j33 < 6; ++j33) {
            lo32--;
            const float *res34 = reinterpret_cast<const float*>(dst31);
            lo32 = short(res34[lo32]);
        }
    }
}

int main() {
    int n35 = 05351;
    tally6<<<1 << 1, (128), 256>>>(CAT_4(n, 35), CAT_4(n, 35));
    signed char val36 = (unsigned int)(0l - CAT_4(n, 35));
    val36 = (val36 && ((n35) < n35)) ? val36 : n35;
    shade22<<<dim3(BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 496)), 64, (256)>>>(&n35, nullptr);
    decay29<<<(n35 + 63) / 64, 256, 0>>>(nullptr, (int*)nullptr);
    return 0;
}
