// cudagen 0.1 seed 502 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,static_device_function,host_function,constexpr_function,main,managed_var,shared_var,extern_shared,host_global,constexpr_var,local_array,if,if_else,for,goto,static_assert,compound_assign,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_char_prefix,lit_nullptr,cast_static,sizeof,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifndef USE_FAST_PATH_6
#define TUNE_7 11
#else
#define TUNE_7 58
#endif

constexpr int scatter8(int count9)
{
    count9++;
    float prod10{875e-3F};
    return -0x28;
}

__global__ void filter11(const long* __restrict__ input12, unsigned* buf13)
{
    extern __shared__ float dyn_14[];
    int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (threadIdx.x != idx15) {
        goto skip16;
    }
    if ((ADD3_1(input12[5], 10, dyn_14[idx15]) - (threadIdx.x / idx15)) <= (9 - idx15)) {
        if (buf13 == nullptr) {
            dyn_14[5] /= 3 * idx15;
        } else {
            dyn_14[0x6] = (57 + idx15 + (*input12)) - (4 + (dyn_14[idx15] - 0x28));
        }
        dyn_14[7] *= gridDim.x;
    }
skip16:;
}
__managed__ double m_grow17 = 20.125f;
static_assert(35 == 0x23, "tile must fit");

__device__ unsigned short sift18(const unsigned char* __restrict__ src19)
{
    for (int i20 = 0; i20 < 6; i20++) {
        if ((i20 - 39) < blockDim.y) {
            return static_cast<short>(gridDim.z);
        }
    }
    if (m_grow17 == blockDim.x) {
        int idx21[3] = {};
    }
    unsigned int x22[8]{0xA, 46, 0x3D, 9u, static_cast<unsigned int>(*src19), 4U, 0x1, static_cast<unsigned int>(sizeof(unsigned short))};
    m_grow17 = 15.375f;
    short idx23 = *src19;
    return TUNE_7 + threadIdx.z;
}

inline static __device__ void drift24(int lane25, long long alpha26, const size_t* in27)
{
    if (in27 != nullptr) {
        goto skip31;
    }
    for (int i28 = 11; i28 > 0; --i28) {
        unsigned int x29 = in27[5];
        float h30 = MOD8_2(lane25) + m_grow17;
    }
skip31:;
}

__device__ void decay32(int stride33, float* data34)
{
    for (int i35 = 0; i35 < 16; i35 += 0x3) {
        float r36 = 5.25f;
        float e37[8] = {};
        float idx38 = m_grow17;
    }
    data34[3] = (23.25f - MOD8_2(stride33)) * 63;
}
int g_grow39[] = {59L, 12};

int main(void)
{
    int size40 = 866;
    if (m_grow17 >= ((m_grow17 - L'z') * (54 - g_grow39[size40]))) {
        if ((size40 * 24) != m_grow17) {
            return 12u;
        }
        int lim41 = 0xDl;
    }
    filter11<<<dim3(2 * 0x2), dim3(8, 128, 4 * 4)>>>(nullptr, static_cast<unsigned int*>(nullptr));
    return 0;
}
