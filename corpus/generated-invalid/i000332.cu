// cudagen 0.1 seed 332 invalid:managed_shared_or_constant
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,main,shared_var,extern_shared,local_array,typedef,namespace,if,if_init,for,do_while,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_functional,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
// NOTE: keep in sync with the host reference.

inline __device__ __host__ size_t sift2(int* __restrict__ acc3, int stride4, const float* src5) {
    if (size_t cnt6 = acc3[0x3]; (*src5) < (010572U - acc3[stride4])) {
        for (int it7 = 0; it7 < stride4; it7++) {
            int diff8 = unsigned(SQR_1(it7)) - unsigned(0b0 * it7);
            stride4 = 0x2Bul;
        }
    }
    unsigned int hi9[6]{0x10L, 0b1001u, static_cast<unsigned int>(62), 21, 30lu, static_cast<unsigned int>(stride4)};
    int s10 = 33u * src5[0];
    stride4 = acc3[6] + ((19 - src5[0x1]) + 0x1d);
    return acc3[6] * 43;
}

__global__ void count11(unsigned p12) {
    int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    p12 = 044U;
    if (i13 == p12) {
        if (int idx14 = static_cast<float>(4.875f * SQR_1(p12)); p12 < 12) {
            int diff15 = p12;
            idx14 = 0;
            p12 = i13;
        }
    }
}

namespace util16 {
__global__ void norm17(int stride18, int count19, int* buf20) {
    extern __shared__ int dyn_21[];
    int idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx22 >= stride18)
        return;
    int w23 = 0;
    do {
        ++w23;
    } while (w23 < 14);
    count19 = (22u);
    for (int it24 = 0; it24 < 3; ++it24) {
        int z25 = 54 / idx22;
    }
    stride18 = 312;
}
typedef int *ptr26_t;
} // namespace util16
typedef long *ptr27_t;
__managed__ __constant__ int m_mixed31 = 1;

int main() {
    int count28 = 3619;
    float sum29 = 1129UL;
    if ((count28 * 5) >= count28)
        return 2U;
    float base30[6]{static_cast<float>(45), 16.875f, 6.0f, 18, 11.875f, 1.75f};
    count11<<<2, dim3(0x2)>>>((13) * base30[count28]);
    util16::norm17<<<dim3((count28 + 127) / 128, (count28 + 037) / 32), dim3((count28 + 255) / 256), sizeof(double) * 32>>>(count28, sizeof(double) + (count28 - 20ll), &count28);
    return 0;
}
