// cudagen 0.1 seed 1245 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,main,constexpr_var,typedef,if,for,pragma_unroll,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_capture_ref,lambda_init_capture,lambda_generic,lambda_launch,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
// NOTE: keep in sync with the host reference.

unsigned int check_warp2(unsigned long long cfg3, float b4) {
    b4 = (17ULL - b4) - cfg3;
    auto step7 = [&](float sum5, int cnt6) -> unsigned long {
        static_assert(sizeof(int) == 0x4, "bad config");
        return b4 + 021 + 9;
    };
    step7(b4, 34);
    constexpr int f8 = 26;
    b4 -= -0xA;
    int sum9 = f8 >> ((cfg3 ^ f8) & (f8 - cfg3));
    cfg3 = cfg3 + (+(15 - sum9));
    if (51 != b4) {
        return 11;
    }
    return cfg3;
}

template <typename T, int N = 8>
__global__ void __maxnreg__(32) norm10(const T* __restrict__ coef11, int stride12, int* acc13) {
    stride12 = CAT_1(stride, 12);
    long f14 = +(N / coef11[2]);
    #pragma unroll
    for (int it15 = 0x0; it15 < 0xb; ++it15) {
        if ((f14 + acc13[stride12]) != 56) {
            break;
        }
        if ((it15 - acc13[0x6]) == N) {
            return;
        }
    }
    T w16 = (f14 + 19) << ((stride12 ^ N) << (0xDFD + (*acc13)));
}
/* Layout: row-major, no padding. */

__global__ void __launch_bounds__(0x1 << 10, 3) sift17(int count18) {
    bool e19 = ((count18 * CAT_1(count, 18)) - int(count18)) <= ((count18 > count18) ? count18 : count18);
    (count18++, (e19 = ((1 == e19) ? CAT_1(e, 19) : 1) + 1));
    unsigned sum20 = ((count18) | (32)) | 3;
    static_assert(sizeof(int) == 4, "size check");
    sum20 %= (unsigned char)(sum20 + (count18 + 0xffl));
}
typedef unsigned short idx21_t;

__host__ __device__ unsigned int gather22(short b23, int count24, int len25) {
    len25 |= 13;
    (++b23, (len25 = 046));
    int hi26 = (unsigned long)b23;
    constexpr float w27 = -0x122f;
    return 64;
}

float check_relax28(short int cfg29, float beta30, unsigned char b31) {
    auto op33 = [r32 = (51 <= CAT_1(b, 31)) ? 11ll : 50U]() -> unsigned int {
        return (7 + r32) / 61;
    };
    op33();
    b31 |= b31;
    const char* acc34 = "x=%d";
    sift17<<<1, 64, sizeof(float) * 32, (cudaStream_t)0>>>(cfg29 % b31);
    cfg29 += ((344 >> b31) >> 6) << (acc34[1] - 39);
    return (3 ^ ((acc34[1] != 0x3) ? cfg29 : cfg29)) + (cfg29 += 3678, (acc34[0x1] ^ acc34[0]));
}

int main() {
    int count35 = 1712;
    for (int n36 = 0, j37 = 0xf; n36 < j37; (++n36, (--j37))) {
        for (int j38 = 0; j38 < 16; j38++) {
            count35 = n36 + (CAT_1(count, 35) + 3);
            auto fn40 = [&](auto y39) {
                norm10<<<8, (128)>>>((const long*)nullptr, -3397, nullptr);
                return y39 * 2;
            };
        }
        sift17<<<4, 32, 2048 * 2, (cudaStream_t)0>>>((count35 <= j37) ? 040 : ((double)38));
    }
    const char* off41 = u8"\x41\102";
    return 0;
}
