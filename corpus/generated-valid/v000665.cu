// cudagen 0.1 seed 665 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,main,device_var,constant_var,auto_var,enum_class,typedef,anon_namespace,if,do_while,switch,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof
#include "prelude.cuh"

__device__ int d_sift1 = 0xF89;
__constant__ int c_accum2 = 42;

static __global__ void score3(const double *src4)
{
    int gid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++d_sift1;
    switch ((d_sift1)) {
    case (6): {
        bool val6 = (d_sift1 + d_sift1) >= gid5;
        auto h7 = (threadIdx.z + 0xC) * (val6 ? 'z' : threadIdx.y) * (0xCB + d_sift1);
        break;
    }
    }
}

__device__ double probe8(unsigned int b9, int stride10, int n11)
{
    double val12 = ((n11 * 20.375f) + ((stride10 >= b9) ? stride10 : n11)) * (d_sift1 / 64);
    bool val13 = (~threadIdx.z) == (-d_sift1);
    return 8 ^ stride10;
}
enum class Kind14 : short {
    On15,
    Blue16,
    High17,
    On18 = 4,
    High19
};

__device__ double scale20(int len21, int len22, float a23)
{
    Kind14 x24 = Kind14::Blue16;
    len21--;
    a23++;
    return (c_accum2 | c_accum2) + threadIdx.y;
}

__global__ void warp25_kernel(int count26, double *acc27, int *acc28)
{
    int tid29 = threadIdx.x;
    if (tid29 >= count26) {
        return;
    }
    Kind14 v30 = Kind14::On18;
    auto u31 = 0b110000lu - ((v30 == Kind14::On15) ? threadIdx.x : 61);
    acc28[7] ^= (c_accum2 + ('\0' % d_sift1)) * (((acc27[d_sift1] >= acc28[c_accum2]) ? 16 : 'a') * count26);
    if ((blockDim.x - (blockIdx.x - acc28[tid29])) >= (u31 + (*acc27))) {
        u31 *= threadIdx.y - ((11 - tid29) | u31);
        count26 |= '0';
    }
}
enum class Level32 {
    High33 = 2,
    Busy34,
    Off35 = 7,
    Off36,
    Green37
};

namespace {
__device__ float d_fold38 = -0;
} // namespace

__global__ void stencil39_kernel(int *__restrict__ dst40, int *data41)
{
    d_sift1 = (45) & ((data41[gridDim.x] != data41[3]) ? (d_sift1 % c_accum2) : 27l);
    int w42 = 0;
    do {
        if (-w42) {
            auto z43 = (16UL & (c_accum2 - c_accum2));
        }
        if (((int)blockIdx.x) >= 32) {
            break;
        }
        float t44 = ((d_sift1) * (d_fold38 * w42)) - (d_sift1 % (39U + gridDim.x));
        ++w42;
    } while (w42 < c_accum2);
}
typedef Kind14 kind45_t;

namespace {
__device__ __forceinline__ void relax46(unsigned int cfg47, float *out48)
{
    ++d_fold38;
    d_sift1++;
}
} // namespace

void run_rank49(float p50, float beta51)
{
    size_t m52 = 4516;
    p50 -= (beta51 - (m52 ? p50 : p50)) - (18.625f);
}

int main()
{
    int size53 = 1528;
    --size53;
    score3<<<0x100, (0x100)>>>((const double*)nullptr);
    warp25_kernel<<<1, 32 * 4>>>(size53, nullptr, &size53);
    stencil39_kernel<<<(size53 + 127) / 0200, sizeof(float) * 32, sizeof(unsigned int) * 256, (cudaStream_t)0>>>(&size53, &size53);
    return 0x0;
}
