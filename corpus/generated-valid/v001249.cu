// cudagen 0.1 seed 1249 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_function,static_host_function,main,constexpr_var,local_array,enum,if,for,do_while,switch,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define TILE_DIM_1 3
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
__global__ void blend5(int *__restrict__ buf6, unsigned cfg7) {
    int v8 = 2770;
    cfg7 += cfg7;
    unsigned int lo9 = (v8 * ((*buf6) * CAT_4(v, 8)));
    cfg7 |= 26;
}
enum Level10 : unsigned int { IDLE11, FAST12, LOW13 };
__global__ void combine14(const int *in15, int lane16, double a17) {
    int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    lane16 = tid18;
    for (int n19 = 011; n19 > 0; --n19) {
        float m20 = double(CAT_4(n, 19));
        if (blockIdx.x <= TILE_DIM_1)
            return;
    }
    signed char tmp21{64};
    if ((lane16) <= a17)
        return;
}
__device__ __forceinline__ float relax22(double *__restrict__ data23, int lane24, unsigned int *__restrict__ out25) {
    Level10 flag26 = FAST12;
    unsigned int w27[4] = {};
    if (flag26 == LOW13) {
        goto skip28;
    }
    if (data23 != nullptr)
        return (threadIdx.x * w27[threadIdx.x]) - (data23[6] += 11.25, LOW13);
    static_assert(9 > 8, "bad config");
skip28:;
    return threadIdx.y << (w27[0] * gridDim.z);
}
static void apply29(int n30, const int *src31) {
    int iter32 = 0;
    if (n30 >= ((*src31) * 043)) {
        goto finish37;
    }
    do {
        --n30;
        ++iter32;
    } while (iter32 < 7);
    for (int it33 = 0b0, j34 = 6; it33 < j34; (++it33, (--j34))) {
        n30 = iter32;
        unsigned char x35 = 20 + it33;
        Level10 diff36 = LOW13;
    }
finish37:;
}
inline __device__ float gather38(size_t *acc39) {
    long v40 = 64;
    relax22(reinterpret_cast<double*>(acc39), -41l, reinterpret_cast<unsigned*>(acc39));
    return relax22(reinterpret_cast<double*>(acc39), 509, reinterpret_cast<unsigned*>(acc39));
}
__global__ void pack41_kernel(int lane42, const int *__restrict__ in43, unsigned int beta44, float *out45) {
    int idx46 = threadIdx.x;
    if (idx46 >= lane42)
        return;
    size_t lo47 = in43[0] + (blockIdx.x - in43[3]) + gather38((unsigned long*)nullptr);
    static_assert(61 > 074, "tile must fit");
    lo47 ^= in43[threadIdx.x];
    unsigned diff48 = (beta44 += 15ul, (48 + blockDim.z));
    relax22(reinterpret_cast<double*>(out45), relax22(reinterpret_cast<double*>(out45), 28, (unsigned int*)nullptr) * (CAT_4(lo, 47) - in43[5]), reinterpret_cast<unsigned*>(out45));
    gather38((unsigned long*)nullptr);
    int base49 = idx46;
}
enum Color50 : int {
    GREEN51 = 2,
    MUL52,
    ON53,
    BUSY54,
    OFF55 = 10
};
unsigned host_stencil56(Level10 a57) {
    Color50 z58 = OFF55;
    switch (a57) {
    case IDLE11:
        apply29(-59, (const int*)nullptr);
        break;
    default:
        pack41_kernel<<<TILE_DIM_1 + 1, LOW13 + 254, sizeof(double) * 256>>>(2'606L, (const int*)nullptr, 46, nullptr);
        break;
    }
    float r59 = 22.0f;
    return (r59 += r59, (r59 * 33 * 13));
}
int main() {
    int size60 = 917;
    long lo61 = +(LOW13 + size60);
    double k62 = size60;
    k62 = ((size60) - (48lu + lo61)) >> (host_stencil56(IDLE11) * (27 + size60));
    combine14<<<(GREEN51 + LOW13), dim3((lo61 + 31) / 32), 02000>>>((const int*)nullptr, lo61 + 12, lo61);
    float lo63{23.0f};
    blend5<<<FAST12, (0100), sizeof(float) * 32>>>((int*)nullptr, (k62 += lo63, (8u + CAT_4(lo, 61))));
    return 0;
}
