// cudagen 0.1 seed 805 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_function,constexpr_function,default_args,main,const_local,namespace,if,if_else,goto,static_assert,ternary,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define LOW_BITS_2(x) ((x) & 0xF)

static __global__ void bias3(int n4)
{
    unsigned int i5 = threadIdx.x;
    if (i5 >= n4)
        return;
    n4++;
    int s6 = -5;
    (++s6, (n4 = (49 - i5) * (41U + n4) * n4));
}

float check_merge7(int n8 = 11)
{
    n8 = n8;
    int f9 = n8;
    return n8;
}
// Layout: row-major, no padding.

inline static __device__ long scale10(float b11, int count12, int count13)
{
    count12++;
    if (!(b11 == threadIdx.z))
        return warpSize * count13;
    const float base14 = static_cast<int>(58);
    unsigned int x15 = count12 % ((count12 % count13) - (gridDim.x + 62));
    if (b11 > base14) {
        goto out16;
    }
    count13 = 26u;
out16:;
    return static_cast<double>((count12 * x15) - b11);
}
// Layout: row-major, no padding.

static __device__ double trace17(int count18, int n19)
{
    if ((gridDim.x * n19) < 30) {
        goto finish22;
    }
    scale10(static_cast<int>(13) + scale10(23u, count18, count18), LOW_BITS_2(count18) * (n19 ? n19 : gridDim.y), (1 + count18) * threadIdx.y);
    if (static_cast<float>(6.625f) == static_cast<unsigned int>((n19 > count18) ? 2UL : n19)) {
        n19--;
        n19 <<= ((count18 != u'A') || (scale10(11.375F, 14, 51) < count18)) ? (threadIdx.z >> count18) : (count18 += n19, scale10(gridDim.x, n19, count18));
        ++n19;
    } else {
        unsigned k20 = TWICE_PLUS_1((count18 + n19), ((n19 << 4) - (+count18)));
        const char lim21 = scale10(LOW_BITS_2(scale10(k20, -46, 3)), k20, +scale10(17.875f, count18, blockIdx.x));
    }
finish22:;
    return 4025 + count18;
}

__device__ __noinline__ void scatter23(unsigned int *dst24)
{
    float z25 = dst24[4] / (dst24[4] += 59, trace17(36, 16));
    int y26 = z25;
    float r27 = -2.375F;
    ++z25;
    scale10(15.5f + y26 + dst24[threadIdx.x], z25 * (+y26), z25 - (y26 += y26, threadIdx.x));
    int cnt28 = (dst24 == nullptr) ? (scale10(blockIdx.x, 63, 37) % y26) : (r27 * static_cast<char>(r27));
    z25 = y26;
}

namespace img29 {
template <typename T, int N = 3>
__global__ void __maxnreg__(32) drift30(T alpha31, T q32, T alpha33)
{
    scatter23(nullptr);
    alpha33 -= trace17(30 - TWICE_PLUS_1(alpha31, N), trace17(alpha33, q32 * q32));
    scatter23(nullptr);
    float tmp34(alpha31 / 7);
    ++alpha33;
    scale10(scale10(alpha31, alpha33, 0u * tmp34), trace17(q32, alpha31) + q32, (tmp34 += blockDim.y, trace17(32, 20)));
}

constexpr int run_score35(int n36, int stride37)
{
    const double flag38 = (12.75f);
    const int lim39 = flag38 / ((+stride37) / n36);
    return 27;
}

__global__ void __maxnreg__(128) rank40_kernel(const float *__restrict__ in41, int lane42, const int *src43)
{
    lane42 += 3576L % LOW_BITS_2(lane42 + lane42);
    lane42 = trace17((src43 != nullptr) ? (25) : (59 / in41[lane42]), blockDim.y);
    if (58UL == ((threadIdx.x == lane42) ? in41[lane42] : gridDim.x))
        return;
    lane42 *= (-(lane42 * in41[lane42])) + gridDim.z;
}
} // namespace img29

inline unsigned host_march44(const signed char *src45)
{
    const char *s46 = "kernel\n";
    static_assert(4 == 4);
    return s46[0];
}

int main()
{
    int len47 = 47;
    char k48 = img29::run_score35(TWICE_PLUS_1(TWICE_PLUS_1(len47, len47), (len47 > len47) ? len47 : len47), host_march44(static_cast<const signed char*>(nullptr)));
    float flag49 = static_cast<short>(static_cast<int>(k48)) << len47;
    k48 -= TWICE_PLUS_1((static_cast<unsigned char>(flag49)), 53) * (-check_merge7());
    flag49++;
    bias3<<<(len47 + 127) / 128, 32>>>(len47 / 7);
    img29::drift30<long, ((3))><<<dim3(1, sizeof(int) * 4, 1 << 5), (32), sizeof(float) * 64, 0>>>(img29::run_score35(host_march44(nullptr), len47 / k48), TWICE_PLUS_1(flag49 - 26UL, 0 - k48), int(39));
    img29::rank40_kernel<<<16, sizeof(int) * 128>>>(nullptr, flag49, (const int*)nullptr);
    return 0;
}
