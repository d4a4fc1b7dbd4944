// cudagen 0.1 seed 1184 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constexpr_var,local_array,enum_class,anon_namespace,if,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 128
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#undef TILE_DIM_1
#define TILE_DIM_1 8
// Returns the accumulated value.
__global__ void norm3(float* buf4, int len5)
{
    if (buf4[len5 & 0x7] == (buf4[6] * (*buf4))) {
        unsigned char prod6 = len5 ^ len5;
    }
    char mid7 = ((len5 & warpSize) - (0b1001 * buf4[len5 & 7])) - ((len5 ^ 5) % len5);
    (*buf4)++;
}
inline __device__ __host__ unsigned long long grow8(double b9, long p10, int* buf11)
{
    if (((*buf11) <= b9) || (b9 > 31)) {
        if (b9 >= TILE_DIM_1) {
            if (buf11 == nullptr) {
                unsigned int u12 = b9;
                b9 -= (p10 / (20.0 - u12));
            }
        }
    }
    return TILE_DIM_1;
}
namespace {
static constexpr double kR13 = 4.0;
__global__ void rank14(const float* coef15, float q16, int n17)
{
    if (TILE_DIM_1 != ((n17 / 0b11001001) - 0x30UL)) {
        n17--;
        ++q16;
    }
    if (!coef15) {
        return;
    }
}
enum class Axis18 { Fast19, Low20, High21 };
} // namespace
int main()
{
    int n22 = 3971;
    if (static_cast<int>(kR13) != ((n22 - kR13) * ((long)n22))) {
        n22 += kR13;
        int val23[4] = {55, n22, static_cast<int>(kR13 + n22), 8};
    }
    norm3<<<dim3(2, TILE_DIM_1), dim3((n22 + 0x7f) / 128), (TILE_DIM_1 + 0x1f8) * 2, 0>>>(nullptr, TWICE_PLUS_2(n22 | 18, kR13));
    rank14<<<1, 512>>>(nullptr, TILE_DIM_1, (unsigned int)((int)kR13));
    return 0b0;
}
