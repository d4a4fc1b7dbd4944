// cudagen 0.1 seed 788 invalid:local_redeclaration
// features: kernel,launch,launch_dim3,builtin_vars,main,device_var,device_array,shared_var,extern_shared,host_global,constexpr_var,struct,enum_class,using_alias,namespace,if,for,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MOD8_2(x) ((x) % 8)

__global__ void kick3(int* out4)
{
    int gid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i6 = 0; i6 < gid5; ++i6) {
        out4[gid5] &= gid5;
        constexpr int acc7 = 38;
    }
    float mid8 = gid5 * gid5;
    constexpr int e9 = 1580l;
}
enum class Mode10 { Red11, On12, Busy13 };
const int g_tally14 = 51;
__device__ int d_accum15[64];

struct Acc16 {
    size_t w17;
    int weight18;
};

namespace util19 {
constexpr int LANES20 = 32;
} // namespace util19
// Returns the accumulated value.

__global__ void decay21(float* out22)
{
    extern __shared__ int dyn_23[];
    d_accum15[55] -= d_accum15[gridDim.x] + dyn_23[blockIdx.x];
    (dyn_23[threadIdx.z]--, (d_accum15[22] = *out22));
    out22[7] = ((!(dyn_23[threadIdx.x] != 31ull)) ? dyn_23[threadIdx.x] : d_accum15[blockIdx.x]) - (-(out22[threadIdx.y] + gridDim.z));
}
static constexpr double kR24 = 1.75;
enum class State25 { Fast26 = 1, Idle27 = 3, Slow28 };

namespace impl29 {
static __device__ int d_smooth30[64];
} // namespace impl29
using idx31_t = int;
static __device__ int d_scatter32 = -3269;
__device__ Acc16 d_tally33;

int main()
{
    int len34 = 4017;
    int tmp36 = 1;
    float tmp36 = 2.0f;
    decay21<<<dim3((len34 + 31) / 32, (len34 + 31) / 32), util19::LANES20 + util19::LANES20>>>(static_cast<float*>(nullptr));
    if (((float)len34) != g_tally14) {
        kick3<<<dim3((len34 + 31) / 0x20, 4), util19::LANES20 + 96>>>(nullptr);
        State25 u35 = State25::Fast26;
    }
    return 0;
}
