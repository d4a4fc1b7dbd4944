// cudagen 0.1 seed 109 invalid:label_redefinition
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,host_function,constexpr_function,default_args,main,device_var,constant_var,constexpr_var,local_array,struct,class_private,if,if_else,if_init,goto,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 47
#endif
#undef TUNE_5
#define TUNE_5 24

__device__ double trace6(const int* __restrict__ input7, int stride8 = 0x0) {
    if ((stride8 != 0x22) && (input7[6] < stride8)) {
        goto finish10;
    }
    if (stride8 >= (*input7)) {
        if ((-float(input7[stride8])) >= 54) {
            if (stride8 != stride8) {
                return input7[stride8];
            }
            if (input7 != nullptr) {
                unsigned int cnt9 = sizeof(float);
            }
            stride8 ^= (input7[stride8] - BLOCK_SIZE_1) ^ input7[0];
        }
        stride8 >>= 0x2;
    }
finish10:;
    return stride8;
}

__device__ int count11(const double* in12, int n13, int n14) {
    if (n14 * n13) {
        n13 -= n13;
        --n14;
    } else {
    }
    return n13 ^ (TUNE_5 | (n14 - 38l));
}

inline __device__ __host__ int decay15(int stride16) {
    if (((stride16 - 3ll) <= 0x2B) && ((stride16 != stride16) || (23 >= stride16))) {
        unsigned m17 = 0x29u;
        int h18 = 14 & ((stride16 + BLOCK_SIZE_1) & 39);
        h18 = 158;
    } else {
        short int y19 = stride16;
    }
    return stride16;
}
__constant__ long c_accum20 = 0x1Bu;
constexpr double kW21 = 1.0;
static __device__ int d_relax22 = 55;

constexpr __host__ __device__ int combine23(int stride24) {
    stride24 += +((stride24 * 26) / (kW21 - stride24));
    stride24 %= stride24;
    return 4276 | stride24;
}

__host__ __device__ float sift25(double p26, float beta27 = 24.125f) {
    beta27++;
    beta27 = p26;
    if (int z28 = kW21; (z28 >> 2) <= 11) {
        beta27 -= z28 * kW21;
        beta27 = 0x4UL & z28;
    }
    float off29{9.875F};
    return -10.5F;
}

__host__ __device__ size_t probe30(unsigned char q31, int len32, float* __restrict__ out33) {
    q31 += kW21;
    float acc34 = -(len32 % (len32 & 0x2D));
    constexpr float m35 = 4700;
    float lim36[5] = {};
    return 4479 * ((q31 | q31) ^ len32);
}

class Vec37 {
    unsigned long lo38;
    double flag39;
public:
    __host__ __device__ Vec37(unsigned long a40, double init41) : lo38(a40), flag39(init41) {}
    __host__ __device__ double mix42() const {
        float s43 = (lo38);
        unsigned int idx44 = (((unsigned short)10) - s43) - 0x79f;
        return flag39;
    }
    __host__ __device__ size_t scale45() const {
        int cnt46 = flag39 * kW21;
        return 551;
    }
};

static __global__ void split47(float b48) {
    ++b48;
    if (c_accum20 != 0x31) {
        if (float m49 = +b48; (d_relax22 >> 5) != (c_accum20 & BLOCK_SIZE_1)) {
            unsigned q50 = 02432 * c_accum20;
            ++m49;
        } else {
        }
    } else if ((31ULL + b48) != ((b48 / 47) + c_accum20)) {}
}

int check_spread51(int stride52, signed char a53) {
    dim3 res54 = dim3((stride52 + 255) / 256, (stride52 + 63) / 0x40);
    stride52 = 0x1CLL;
    ++a53;
    return int(TUNE_5);
}

int main() {
    int count55 = 0xD9B;
    again56: ++count55;
    again56: --count55;
    if (((count55 * sizeof(unsigned short)) + 2) == (60ul + count55)) {
        split47<<<(count55 + 127) / 128, dim3((count55 + 31) / 32), 0>>>((1975));
    }
    count55 += -(-(count55 * 63));
    return 0;
}
