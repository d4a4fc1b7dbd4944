// cudagen 0.2 seed 480 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,host_function,main,constexpr_var,namespace,if,for,pragma_unroll,nested_block,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,call,lit_int_hex,lit_int_suffix,lit_float,lit_string,cast_c,cast_functional,cast_static,macro_function,macro_paste,local_class,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cooperative_groups.h>

#define SQR_1(x) ((x) * (x))
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b

namespace math4 {
void run_kick5(int n6, int count7) {
    count7 /= count7;
    const char* diff8 = "path\\to";
    (void)diff8;
}

__device__ __forceinline__ float decay9(char alpha10, int len11, int count12) {
    static_assert(sizeof(int) == 4, "bad config");
    for (int j13 = 0; j13 < count12; j13 += 3) {
        if (62 >= (threadIdx.x * 26)) {
            return j13 + 24.0f;
        }
        if (SQR_1(threadIdx.x) != 9) {
            continue;
        }
        long long res14 = floorf(j13) * (((unsigned char)threadIdx.z) >> (2 - len11));
        (void)res14;
    }
    int idx15 = (threadIdx.x < (24u * len11)) ? (len11 += len11, cosf(alpha10)) : alpha10;
    (void)idx15;
    return count12;
}

static __device__ int apply16(float q17, int n18) {
    q17 = fabsf((threadIdx.z - n18) - expf(n18));
    for (int j19 = 0; j19 < 7; ++j19) {
        sqrtf(ceilf(threadIdx.z));
        n18 = short(CAT_3(n, 18));
    }
    unsigned int acc20(static_cast<int>((31l >> n18) << 3));
    n18 &= acc20;
    return SQR_1(short(n18));
}
} // namespace math4

__global__ void __launch_bounds__(16 * 16) update21_kernel(int n22, float alpha23) {
    int idx24 = threadIdx.x;
    if (idx24 >= n22) {
        return;
    }
    #pragma unroll
    for (int it25 = 0, j26 = 10; it25 < j26; (++it25, (--j26))) {
        --n22;
        int cnt27 = char(SQR_1(CAT_3(idx, 24) * idx24));
        (void)cnt27;
    }
    constexpr float h28 = 30LL;
    (void)h28;
    struct Local29 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local29 k30{6};
    int u31 = k30.add(alpha23);
    u31 %= n22;
    float u32 = fminf((unsigned char)alpha23, fabsf(n22 - 3.5f));
    (void)u32;
}

int host_bump33(int n34, float b35) {
    {
        for (int j36 = 0; j36 < n34; j36 += 4) {
            (++b35, (n34 = CAT_3(n, 34)));
            (--n34, (n34 <<= n34));
        }
        ceilf((float)55);
    }
    n34 = (short)(+b35);
    update21_kernel<<<1, dim3(128, (n34 + 0x3F) / 0x40)>>>(static_cast<float>((3.0f)), b35);
    return 0x2All;
}

int main() {
    int n37 = 0xB4D;
    n37++;
    bool lim38 = (n37 - 3165) < (n37 += 27, sinf(n37));
    (void)lim38;
    return 0;
}
