// cudagen 0.1 seed 116 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_noinline,static_device_function,host_device_function,device_template_function,host_function,main,constexpr_var,local_array,namespace,nested_namespace,for,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define MOD8_2(x) ((x) % 8)
#define LOW_BITS_3(x) ((x) & 0xF)
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 33
#endif
#undef TUNE_5
#define TUNE_5 48

__device__ void weigh6(int n7, const float *in8) {
    n7--;
    for (int n9 = 0x0; n9 < n7; ++n9) {
        n7--;
        n7++;
    }
}

__global__ void spread10(char *data11, short *__restrict__ data12, unsigned int p13) {
    p13 *= MOD8_2((static_cast<short>(p13)));
    p13 = (data12[3] - BLOCK_SIZE_1) | 61ul;
    p13 = TUNE_5;
    data12[6] -= *data11;
}
static_assert((BLOCK_SIZE_1 + 18) > 041);

namespace detail14::v15 {
static __device__ int sift16(int count17, int stride18, long a19) {
    constexpr unsigned int stride20 = 48;
    a19 ^= a19;
    return (count17 += -0x37, (sizeof(float) - a19));
}

__device__ int probe21(const int *input22, int n23, long q24) {
    if ((q24 + TUNE_5) != blockIdx.z) {
        goto done25;
    }
    q24 = (detail14::v15::sift16(q24, -18, n23) % input22[1]) - detail14::v15::sift16(LOW_BITS_3(threadIdx.x), 02167, sizeof(short) + n23);
    q24 += detail14::v15::sift16(q24, detail14::v15::sift16(39l, 33, gridDim.x % 0x820), *input22);
done25:;
    return -q24;
}

__device__ __noinline__ void shade26(float alpha27, long long *buf28, unsigned int q29) {
    detail14::v15::probe21(reinterpret_cast<const int*>(buf28), detail14::v15::probe21(reinterpret_cast<const int*>(buf28), alpha27, -BLOCK_SIZE_1), (buf28[q29]) * (+blockIdx.z));
    int z30 = detail14::v15::sift16(static_cast<long>(buf28[6]), buf28[0] + alpha27, TUNE_5 * q29) - detail14::v15::probe21(reinterpret_cast<const int*>(buf28), 'A', 57UL);
}
} // namespace detail14::v15

template <typename T, typename U>
inline __host__ __device__ T grow31(const U *in32, const U *src33) {
    static_assert((0x3 * 14) == 0x2a, "tile must fit");
    float sum34 = -src33[4];
    T s35 = in32[0];
    return BLOCK_SIZE_1;
}
constexpr int WIDTH36 = sizeof(unsigned int) * (0x1 << 1);

__global__ void tile37_kernel(float cfg38, int lane39) {
    unsigned i40 = (blockIdx.x * blockDim.x) + threadIdx.x;
    detail14::v15::sift16('"', i40 >> lane39, lane39 - 0x3E);
    lane39 = (unsigned int)cfg38;
    unsigned int r41[3]{37, 47, 51};
    cfg38 *= LOW_BITS_3(threadIdx.z) - (lane39 += '\101', (r41[lane39] * 'A'));
    for (int n42 = 0; n42 < 5; ++n42) {
        r41[0] = detail14::v15::probe21((const int*)nullptr, grow31<long, double>(static_cast<const double*>(nullptr), nullptr), (warpSize + 1157) ^ (i40 * gridDim.x));
        weigh6(static_cast<double>(i40 | 0x2A), &cfg38);
    }
}

signed char host_filter43(int lane44) {
    spread10<<<(lane44 + 63) / 0x40, 2 * 16>>>(nullptr, (short*)nullptr, grow31<float, double>(nullptr, nullptr) * short(sizeof(int)));
    tile37_kernel<<<(lane44 + 255) / 256, (512)>>>((WIDTH36 & lane44) + grow31<float, long>(nullptr, nullptr), grow31<float, double>((const double*)nullptr, nullptr));
    lane44 <<= static_cast<int>(int(0L));
    for (int j45 = lane44; j45 > 0; --j45) {
        grow31<unsigned int, int>(&lane44, &lane44);
    }
    lane44--;
    return grow31<long, unsigned>(nullptr, nullptr);
}

int main(void) {
    int size46 = 290;
    grow31<int, unsigned int>(nullptr, nullptr);
    grow31<int, float>(nullptr, nullptr);
    size46 -= TUNE_5;
    return 0;
}
