// cudagen 0.1 seed 385 invalid:missing_type_specifier
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,const_local,if,for,pragma_unroll,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define CHUNK_1 64
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_3 3
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 24
#endif

__global__ void __maxnreg__(32) kick4(const double* __restrict__ in5)
{
    unsigned i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_7;
    constexpr int t8 = 0x23;
    sh_7 = 4022ul;
}

__global__ void scatter9_kernel(const float* coef10, int* out11, int stride12, int* data13)
{
    unsigned int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i14 >= stride12)
        return;
    signed char x15 = sizeof(int);
    if (stride12 == ((blockDim.x > stride12) ? 44u : gridDim.x)) {
        const unsigned int* base16 = reinterpret_cast<const unsigned int*>(out11);
    }
    (*data13) = static_cast<int>(data13[7]);
}

__global__ void merge17_kernel(int stride18, double* data19, const unsigned* coef20, int n21)
{
    extern __shared__ float dyn_22[];
    unsigned tid23 = threadIdx.x;
    stride18 = CONFIG_3;
    data19[7] = 11.625f;
}

inline __host__ __device__ int tally24(int stride25 = 33UL)
{
    const int mid26 = stride25;
    if ((((unsigned)mid26) >> (mid26 - 7)) == ((mid26 >= 51) ? sizeof(int) : mid26)) {
        size_t h27 = (float)15.875F;
    }
    for (int j28 = 0; j28 < 0xB; ++j28) {
        stride25 = ((stride25 <= 55) ? j28 : 62) - (stride25 << 5);
        stride25++;
    }
    long long tmp29 = 1661;
    return mid26 + 15;
}

__device__ void scale30(int count31)
{
    count31 = count31;
    #pragma unroll 4
    for (int n32 = 0x0; n32 < 10; ++n32) {
        for (int n33 = 0; n33 < 15; ++n33) {
            const int stride34 = count31 * 0x105ul;
        }
        unsigned int z35(tally24());
        const bool hi36 = n32 - tally24();
    }
}

int run_apply37(float p38)
{
    if ((p38 + sizeof(unsigned char)) > p38)
        p38 = p38;
    p38--;
    return p38 * 'a';
}

__host__ __device__ unsigned long filter39(int stride40, int stride41 = 4532)
{
    stride40 = 0xaee;
    if (stride40 < (stride40 + CHUNK_1)) {
        for (int n42 = 0; n42 < 0xD; ++n42) {
            stride40 = 15;
            if ((n42 & 1))
                stride40 = 60L >> stride40;
        }
        ACCUM_2(stride41, (stride41));
    }
    return 8;
}
static counter_46 = 3;

int main()
{
    int len43 = 2223;
    const char* prod44 = "\x41\102";
    float k45 = (float(static_cast<char>(len43)));
    k45 = ~(((prod44[0] - k45) <= prod44[0x0]) ? tally24() : (prod44[1] | len43));
    kick4<<<(32), CONFIG_3 + (CONFIG_3 + (CONFIG_3 + (CONFIG_3 + 0x14))), sizeof(int) * 128>>>((const double*)nullptr);
    scatter9_kernel<<<dim3((len43 + 0x7f) / 128), CONFIG_3 + (CONFIG_3 + (CONFIG_3 + 503))>>>(&k45, &len43, len43, &len43);
    merge17_kernel<<<(len43 + 31) / 32, 128, sizeof(float) * (CHUNK_1 + 0xc0)>>>(64U, (double*)nullptr, (const unsigned*)nullptr, len43);
    return 0;
}
