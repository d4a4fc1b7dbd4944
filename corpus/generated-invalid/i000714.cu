// cudagen 0.1 seed 714 invalid:missing_endif
// features: kernel,restrict_params,launch,builtin_vars,device_function,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,struct,operator_overload,anon_namespace,if,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_static,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define HAVE_FEATURE_37
#ifdef HAVE_FEATURE_37
#define CHUNK_1 4
#define CHUNK_2 32
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define SQR_4(x) ((x) * (x))
#if CHUNK_1 > 56
#define CONFIG_5 8
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 15
#endif

namespace {
inline __device__ int norm6(long long alpha7, const int *__restrict__ src8)
{
    alpha7 &= static_cast<unsigned char>((src8[3]));
    alpha7++;
    --alpha7;
    return blockIdx.z + (*src8) + (alpha7 % src8[alpha7]);
}

int check_pack9(const int *__restrict__ input10, int count11, int count12)
{
    unsigned long long r13 = count11;
    count11++;
    count12 = r13 ^ ((count11 | input10[1]) - 6);
    return SQR_4(*input10);
}
} // namespace

struct Acc14 {
    unsigned int id15;
    unsigned long z16;
};

__global__ void bump17_kernel(short *__restrict__ buf18, unsigned int *buf19, int stride20)
{
    extern __shared__ unsigned dyn_21[];
    unsigned int m22{0x5U};
    if (stride20 == threadIdx.z) {
        goto finish23;
    }
    ++stride20;
    stride20 ^= CONFIG_5 + m22;
finish23:;
}

__host__ __device__ float reduce24(int n25)
{
    if (n25 == n25)
        return SQR_4(n25 * n25);
    long h26(n25);
    h26 = (CHUNK_2 ^ (h26 * CHUNK_2)) * (MIN2_3(n25, n25) - (n25 + 0x40ul));
    return h26 + (n25 - CHUNK_1);
}

struct Pixel27 {
    double weight28;
    float flag29;
};

inline __host__ __device__ Pixel27 operator+(Pixel27 a, Pixel27 b)
{
    Pixel27 r = a;
    r.weight28 += b.weight28;
    r.flag29 += b.flag29;
    return r;
}

void host_filter30(long b31, const long *src32, float *__restrict__ acc33)
{
    (*acc33) /= src32[0x0] + (b31 / (acc33[b31 & 0x7] += CHUNK_2, 3));
    reduce24(MIN2_3(b31 / acc33[b31 & 7], reduce24(CONFIG_5)));
    Acc14 cnt34{3u, 0x35};
}

int main()
{
    int size35 = 3097;
    unsigned x36 = (size35 += 1, 48) - 1;
    bump17_kernel<<<(x36 + 63) / 64, (CHUNK_1 + 0x3C)>>>(static_cast<short*>(nullptr), nullptr, reduce24(size35));
    return 0;
}
