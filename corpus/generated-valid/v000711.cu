// cudagen 0.1 seed 711 valid
// features: kernel,launch,launch_dim3,device_function,host_device_function,device_template_function,host_function,constexpr_function,main,constexpr_var,if,switch,static_assert,ternary,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_suffix,lit_nullptr,cast_functional,cast_static,sizeof,alignof,macro_object,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define RADIUS_2 (1 << 7)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
constexpr __device__ __host__ int spread5(int count6, int len7)
{
    long long hi8 = 40;
    return hi8 + ((2220U + count6) / 6);
}
__global__ void scale9(unsigned int *dst10, int lane11)
{
    lane11 = size_t(((lane11 + 104) != 9u) ? 7 : 40);
    const unsigned long long *x12 = static_cast<const unsigned long long*>(nullptr);
}
// Computes one element per thread.
template <class T>
__device__ float step13(T *acc14, int stride15)
{
    switch (stride15) {
    case (9): {
        float stride16{2};
        break;
    }
    case (11): {
        static_assert((10 * 5) > 49);
        int r17 = 64l - (((*acc14) * BLOCK_SIZE_1) / (acc14[1] * (*acc14)));
        break;
    }
    case (0): {
        long u18{long(alignof(char) - (acc14[3] / static_cast<unsigned>(stride15)))};
        break;
    }
    case (12):
        break;
    default:
        break;
    }
    return (4 + stride15) * static_cast<int>(stride15) * stride15;
}
unsigned long check_step19(const int *in20)
{
    static_assert(sizeof(int) == 4);
    unsigned int z21 = in20[7];
    scale9<<<dim3(sizeof(float) * 128, 2, 32 * 16), 32>>>(nullptr, (((*in20) >= z21) ? 11l : z21) + 61u);
    z21 = long(z21);
    int z22 = 19;
    return ((((in20 == nullptr) ? z22 : z22) * BLOCK_SIZE_1) > (z21 - in20[7])) ? RADIUS_2 : (((40 == (*in20)) ? 10 : 13) * (z21 * 14));
}
int main()
{
    int len23 = 1098;
    short *flag24 = nullptr;
    if ((len23 < len23) && (flag24[5] >= 41)) {
        return 60;
    }
    flag24[1] = float((40UL));
    scale9<<<dim3(1 << 7, (1), 1), 32 * 8>>>(static_cast<unsigned int*>(nullptr), (flag24[5] + BLOCK_SIZE_1) >> len23);
    len23 = ((31U * flag24[1]) >> (len23 * 21)) + int(35);
    return 0;
}
