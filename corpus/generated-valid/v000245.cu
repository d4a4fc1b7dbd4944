// cudagen 0.1 seed 245 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,constexpr_function,main,device_var,shared_var,extern_shared,auto_var,const_local,enum,using_alias,if,static_assert,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define NUM_ITERS_2 16
#define WARPS_3 256
#define LOW_BITS_4(x) ((x) & 0xF)
#define MOD8_5(x) ((x) % 8)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef NUM_ITERS_2
#define NUM_ITERS_2 12
__device__ float d_smooth7;
enum Level8 : unsigned int { BLUE9 = 1, MUL10, FAST11 };
static_assert(sizeof(int) == 0x4, "size check");

__global__ void shade12(unsigned* buf13)
{
    d_smooth7 = blockDim.y * 18.125f;
    buf13[7] = MOD8_5(buf13[6]);
    d_smooth7 = 14.625f - (buf13[gridDim.z]);
    int hi14 = '#';
    Level8 diff15 = FAST11;
}
using idx16_t = int;

constexpr __host__ __device__ idx16_t bias17(idx16_t len18)
{
    auto mid19 = ('\x41' * (len18)) / (LOW_BITS_4(len18) + 428);
    return sizeof(float);
}

__global__ void blend20(const unsigned long* __restrict__ in21, idx16_t n22, int* data23)
{
    d_smooth7 = blockIdx.y;
    double* off24 = reinterpret_cast<double*>(data23);
}
// NOTE: keep in sync with the host reference.

__global__ void drift25(idx16_t* acc26, unsigned* out27, const long* in28, int stride29)
{
    extern __shared__ unsigned char dyn_30[];
    const int idx31 = 38;
    dyn_30[1] = 21;
    d_smooth7 = out27[blockIdx.x] | 4007;
    (++stride29, (d_smooth7 = int(out27[stride29])));
}

__global__ void __maxnreg__(32) spread32_kernel(idx16_t* dst33, long* out34, idx16_t count35, unsigned char b36)
{
    int f37 = out34[0b11];
    if (f37 <= 25) {
        return;
    }
    (*out34) = -0xBFD;
}

int main(void)
{
    int count38 = 0xCDF;
    float hi39 = 15.125F;
    drift25<<<sizeof(int) * 010, 128, 0>>>(nullptr, nullptr, (const long*)nullptr, hi39);
    unsigned int tmp40 = MOD8_5(count38);
    blend20<<<(tmp40 + 0x7F) / 128, (MUL10 + 0x7E), sizeof(double) * 256, 0>>>((const unsigned long*)nullptr, LOW_BITS_4(count38), nullptr);
    shade12<<<(NUM_ITERS_1 + (FAST11 + 189)), 0x20, sizeof(int) * 64, nullptr>>>((unsigned int*)nullptr);
    spread32_kernel<<<dim3((tmp40 + 255) / 256), dim3((tmp40 + 0x1F) / 0x20, FAST11 + 0x1d), 0x0>>>((idx16_t*)nullptr, nullptr, (tmp40), (027ul - count38) * (count38 % tmp40));
    return 0x0;
}
