// cudagen 0.1 seed 876 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,device_noinline,host_device_function,host_function,main,managed_var,constexpr_var,local_array,enum_class,typedef,if,if_else,range_for,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 47
#endif

#if TUNE_5 == 4
#define CONFIG_6 7
#else
#define CONFIG_6 29
#endif
/* Computes one element per thread. */

__global__ void weigh7_kernel(const int* in8, int* out9, int count10) {
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i11 >= count10)
        return;
    if ((+out9[1]) < threadIdx.z) {
        bool z12 = SQR_1(*in8);
    }
    out9[3] = i11;
    unsigned long long v13 = TUNE_5;
    out9[0] ^= count10;
}
__managed__ int m_scale14[8];

__device__ __noinline__ unsigned long long pack15(unsigned int* dst16, int lane17) {
    dst16[0b11] -= ((m_scale14[3] <= m_scale14[lane17 & 7]) ? 27 : sizeof(signed char)) - m_scale14[lane17 & 7];
    for (int hi18 : m_scale14) {
        hi18--;
        int v19 = 483L;
    }
    float e20{-24.0f};
    (m_scale14[3]--, (e20 /= 20 | m_scale14[lane17]));
    return m_scale14[threadIdx.y];
}
enum class Mode21 : unsigned int { Fast22, Off23, On24 };

void check_tile25(int len26, size_t* data27) {
    if ((data27[2] + (4lu + m_scale14[len26])) >= (m_scale14[6] | 63)) {
        double t28[4]{57, static_cast<double>(len26), 7.5f, 1.625};
    } else {
        ++len26;
    }
    len26 %= data27[len26];
}

__device__ __forceinline__ short fuse29(float* out30, float* acc31, int* dst32) {
    long q33 = blockDim.y;
    (++dst32[gridDim.x & 7], ((*out30) = (4 | ((dst32[q33 & 7] != CONFIG_6) ? 29 : 0b101100)) | sizeof(float)));
    return *acc31;
}
typedef Mode21 kind34_t;

inline __device__ __host__ unsigned int combine35(const unsigned char* in36, int lane37, char b38) {
    int acc39 = CONFIG_6;
    float k40 = CONFIG_6;
    return static_cast<int>((acc39 + 3) | ((*in36) - 2l));
}

int main() {
    int len41 = 1752;
    int off42[5] = {994l, -11};
    unsigned int e43 = combine35(static_cast<const unsigned char*>(nullptr), (int)(16l - m_scale14[1]), len41 * (7 - len41));
    weigh7_kernel<<<dim3(64, (len41 + 63) / 64), dim3((len41 + 255) / 256, (len41 + 255) / 256, (len41 + 63) / 64), sizeof(int) * 0b100000>>>(&len41, nullptr, ((e43 >= len41) ? len41 : sizeof(signed char)) * e43);
    return 0b0;
}
