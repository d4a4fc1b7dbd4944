// cudagen 0.1 seed 18 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,static_host_function,default_args,main,shared_var,extern_shared,auto_var,enum_class,namespace,if,for,do_while,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void bump2(unsigned short* __restrict__ data3, const unsigned* __restrict__ in4, int len5) {
    if (in4 != nullptr)
        return;
    double idx6 = data3[4];
}
/* Returns the accumulated value. */

static void check_filter7(int stride8, int n9, int stride10 = 20) {
    n9 = 4 * n9;
    stride8++;
    stride10 += 492U;
    bump2<<<16, 0400>>>(nullptr, static_cast<const unsigned int*>(nullptr), n9);
    bump2<<<(2), (64), sizeof(float) * 0x80, (cudaStream_t)0>>>(nullptr, nullptr, n9 * 3);
    n9 += (static_cast<float>(n9) * stride10) + stride8;
}

namespace ops11 {
static __global__ void rank12(int* acc13, const float* __restrict__ in14, double* data15) {
    extern __shared__ unsigned char dyn_16[];
    dyn_16[0] %= dyn_16[6];
    for (int it17 = 0; it17 < 15; ++it17)
        (*data15) = 7.0 * data15[it17];
    auto off18 = (*in14) + 48ull;
    auto lim19 = 48;
    float s20 = +dyn_16[lim19];
    if (53u > s20) {
        goto finish21;
    }
    if ((lim19 % dyn_16[6]) == 0xCull)
        return;
finish21:;
}
} // namespace ops11

__global__ void stencil22_kernel(unsigned int* buf23, float* __restrict__ dst24, float* __restrict__ data25, int n26) {
    n26 = data25[n26];
    int pass27 = 0;
    do {
        int y28 = dst24[5];
        ++pass27;
    } while (pass27 < n26);
    unsigned long long tmp29 = 64;
    if ((*buf23) <= (tmp29 * dst24[2])) {
        unsigned int tmp30{0b111U};
    }
    data25[0x1] += pass27;
}
/* Layout: row-major, no padding. */

inline __device__ __host__ int warp31(int n32, const unsigned* __restrict__ src33) {
    float prod34 = src33[n32] * 0x4;
    for (int it35 = 11; it35 > 0x0; --it35) {
        n32 = -static_cast<int>(n32);
        int pass36 = 0;
        do {
            if ((n32 + 015) > 47L)
                continue;
            n32 &= ((n32 * 8) - (src33[6] * n32)) + src33[1];
            int base37 = 3;
            ++pass36;
        } while (pass36 < pass36);
    }
    return ((size_t)n32) + 11u;
}
enum class Mode38 {
    On39,
    Low40 = 5,
    Mul41,
    High42,
    Green43
};

int main() {
    int n44 = 330;
    n44 -= (n44 / n44) * 0x10;
    n44 = n44;
    n44 = warp31(n44, (const unsigned*)nullptr) + n44;
    ops11::rank12<<<(n44 + 63) / 64, 0x200>>>(nullptr, (const float*)nullptr, (double*)nullptr);
    stencil22_kernel<<<(n44 + 0b1111111) / 0b10000000, (0x80), 0, 0>>>(nullptr, static_cast<float*>(nullptr), nullptr, 0x3AL);
    return 0;
}
