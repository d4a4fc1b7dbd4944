// cudagen 0.1 seed 745 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,host_device_function,main,constexpr_var,local_array,using_alias,if,goto,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_string,lit_string_prefix,lit_nullptr,sizeof,lambda,lambda_capture_ref,macro_function
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

template <typename T, int N>
__global__ void __maxnreg__(128) mix4_kernel(T b5, int len6, const int *input7)
{
    b5 /= len6;
    unsigned int lo8(9LL);
    ++len6;
}
using idx9_t = int;

__global__ void __launch_bounds__((0x100)) pack10(idx9_t count11)
{
    if ((count11 % count11) == count11) {
        return;
    }
    ++count11;
    float *stride12 = nullptr;
    idx9_t v13[7] = {0xe0fu};
    stride12[count11 & 7] = LOW_BITS_1(count11);
    int v14[2] = {};
}

template <typename T, int N>
__global__ void apply15(T *__restrict__ out16, T *acc17, int n18, T cfg19)
{
    cfg19++;
    out16[n18 & 7] += N % n18;
    long long x20 = LOW_BITS_1(n18 + N) + (27ull - (n18 | N));
    if (cfg19 >= cfg19) {
        goto done21;
    }
    ++acc17[4];
done21:;
}

inline __host__ __device__ void fuse22(int *acc23, double alpha24)
{
    acc23[0x3] = acc23[3];
    static_assert(((0x2f)) > 46, "bad config");
    constexpr idx9_t mid25 = 0x5 * 3;
    ++alpha24;
}

__device__ __host__ void sift26(idx9_t n27, idx9_t len28)
{
    n27++;
    n27 = n27 + len28;
    (len28--, (n27 |= 39L + (len28 - (len28 * 0x20))));
    if (LOW_BITS_1(n27) != sizeof(short)) {
        return;
    }
}

template <class T, class U>
__global__ void pack29_kernel(T q30)
{
    if ((q30 * 2) > 'a') {
        goto done31;
    }
    q30 = q30 / q30;
    q30 -= 'A';
done31:;
}

int main()
{
    int n32 = 344;
    auto lam36 = [&]() {
        const float *h33 = nullptr;
        const char *lim34 = u8"path\\to";
        short flag35(lim34[1] | ((h33 != nullptr) ? 12 : LOW_BITS_1(lim34[0x1])));
    };
    lam36();
    int stride37 = 11;
    ++n32;
    mix4_kernel<int, 3><<<16, 128>>>(stride37 + stride37, 2269, nullptr);
    pack10<<<(0x200), 128>>>(stride37);
    apply15<unsigned int, ((5))><<<2, (0x40), sizeof(float) * 256>>>(nullptr, nullptr, n32, stride37);
    return 0;
}
