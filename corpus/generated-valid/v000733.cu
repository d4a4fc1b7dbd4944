// cudagen 0.1 seed 733 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,host_function,main,auto_var,struct,class_private,anon_namespace,if,if_init,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,alignof,macro_function
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void decay4_kernel(int n5, char alpha6, float cfg7, float a8) {
    int idx9 = threadIdx.x;
    double e10 = (threadIdx.x + blockIdx.x + ((24 != cfg7) ? 9 : alpha6)) * cfg7;
    e10 -= gridDim.x;
    float z11 = HALF_1(idx9);
    a8++;
    float s12 = 60;
}

void host_sift13(long cfg14, int* __restrict__ dst15) {
    auto tmp16 = HALF_1(cfg14);
    if (tmp16 == 13) {
        decay4_kernel<<<64, 64, 02000, 0>>>(((dst15 == nullptr) ? cfg14 : tmp16) * (tmp16 / tmp16), (cfg14 * tmp16) - tmp16, (tmp16 * tmp16) + (0b100 - dst15[tmp16]), -2.625f);
        auto x17 = ((41) > tmp16) ? (HALF_1(dst15[cfg14]) + (17.625f / tmp16)) : (36 << (tmp16 - tmp16));
        (cfg14--, (cfg14 = tmp16 - (x17 - HALF_1(x17))));
    }
    decay4_kernel<<<1 << 2, 2 * 16>>>(tmp16 - '\'', (tmp16 / 38) - 4, alignof(int), cfg14 * 5);
}

class Bounds18 {
    int val20;
public:
    __host__ __device__ Bounds18(int b21) : val20(b21) {}
    __host__ __device__ int bump22(unsigned t23) const {
        return val20;
    }
};

namespace {
inline __host__ __device__ void score24(int lane25, int lane26, int lane27) {
    (++lane25, (lane26 >>= 2950 << lane26));
    Bounds18 h28(HALF_1(lane27));
}
} // namespace

static __device__ int kick29(int* dst30) {
    long base31{'0'};
    int base32 = base31 + ((*dst30) += base31, HALF_1(threadIdx.y));
    auto hi33 = dst30[6] * dst30[2];
    double m34 = HALF_1(+(base31 * alignof(char)));
    hi33 <<= blockDim.z - 2ul;
    base32 <<= hi33;
    hi33 %= 23;
    return base31;
}

int main() {
    int size35 = 2993;
    int iter36 = 0;
    do {
        int val37 = -43LL;
        if (int s38 = val37; size35 >= (val37 * 1598)) {
            if ((iter36 + iter36) > size35) {
                break;
            }
            val37 *= 4'573 + iter36;
            int q39(+val37);
        }
        ++iter36;
    } while (iter36 < 10);
    return 0;
}
