// cudagen 0.1 seed 894 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constexpr_var,const_local,struct,struct_methods,namespace,if,if_init,for,pragma_unroll,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_nullptr,cast_c,sizeof,alignof,macro_object,macro_function,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 61
#endif
#undef TUNE_6
#define TUNE_6 24
__global__ void merge7_kernel(unsigned long beta8, int stride9, int *out10, double p11)
{
    unsigned int tid12 = threadIdx.x;
    for (int it13 = 16; it13 > 0; --it13) {
        #pragma unroll 4
        for (int it14 = it13; it14 > 0; --it14) {
            for (int i15 = 0; i15 < it13; i15 += 1) {
                if (!out10) {
                    return;
                }
                p11++;
            }
        }
    }
}
struct Bounds16 {
    unsigned long val17;
    unsigned flag18;
    double count19;
    __host__ __device__ void bump20(double prod21)
    {
        val17 = count19;
        unsigned int y22{60L};
    }
    __host__ __device__ void norm23(int mid24)
    {
        flag18 = 43;
        mid24 &= 6;
    }
};
/* Returns the accumulated value. */
template <class T, int N = 4>
__global__ void smooth25(const T *__restrict__ coef26, bool b27, unsigned *out28, const T *__restrict__ src29)
{
    T acc30 = (36 | threadIdx.z) + ((N * out28[blockIdx.x]) | 4);
    acc30++;
    T s31 = 2852 & out28[threadIdx.x];
}
template <typename T, int N>
__global__ void weigh32(T *dst33, const T *coef34, T beta35, double *__restrict__ data36)
{
    int i37 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (T lim38 = ((float)data36[4]) * N; beta35 >= ((*dst33) * N)) {
        if (dst33 == nullptr) {
            return;
        }
        #pragma unroll
        for (int it39 = 0; it39 < 5; ++it39) {
            beta35 = 6;
        }
        if ((coef34[2] < (*dst33)) || ((data36[2] > N) && (gridDim.z != beta35))) {
            lim38 /= alignof(float) + ((i37 + i37) ^ (N));
            const int *val40 = &i37;
        }
    }
}
namespace kern41 {
static long run_gather42(int len43, const unsigned int *__restrict__ input44)
{
    const char *lo45 = "a\tb";
    len43 %= (lo45[1] + sizeof(unsigned)) - 33;
    len43 = BLOCK_SIZE_1;
    for (int j46 = 0; j46 < 3; j46 += 4) {
        len43 -= ~(((int)input44[1]) + (len43 * 60));
        unsigned long x47 = ((lo45[0] % 41L) * ((size_t)sizeof(Bounds16))) - ((*input44) - (19l + lo45[0]));
        len43++;
    }
    return lo45[0];
}
} // namespace kern41
float host_trace48(int n49, Bounds16 cfg50)
{
    n49 = 2;
    cudaStream_t lo51 = nullptr;
    cfg50 = cfg50;
    int u52{61LL};
    --u52;
    return 4955;
}
int main()
{
    int len53 = 1'821;
    len53 = len53 | len53;
    long long k54(len53 % ((len53) * (32 - len53)));
    len53++;
    for (int it55 = len53; it55 > 0; --it55) {
        const double s56 = ((TUNE_6 + it55) | len53) - ((it55 | sizeof(Bounds16)) + MIN2_2(k54, sizeof(unsigned int)));
    }
    double k57 = (30 | len53) + (2) + len53;
    merge7_kernel<<<(len53 + 31) / 32, (128), 0, (cudaStream_t)0>>>(TUNE_6 + (len53 % len53), MIN2_2(len53, sizeof(int)), &len53, .25F);
    smooth25<double, ((5))><<<(len53 + 31) / 32, 4 * 8>>>((const double*)nullptr, ((len53) & 1), nullptr, (const double*)nullptr);
    weigh32<double, (2 * 4)><<<16, BLOCK_SIZE_1 + 384>>>(&k57, &k57, sizeof(int) + len53, &k57);
    return 0;
}
