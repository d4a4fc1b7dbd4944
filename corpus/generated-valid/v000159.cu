// cudagen 0.1 seed 159 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constexpr_var,local_array,if,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_paste,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 128
#define CAT_2(a, b) a##b
#if TILE_DIM_1 % 2 == 0 || TILE_DIM_1 < 4
#define CONFIG_3 5
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 15
#endif
/* Computes one element per thread. */

char host_relax4(const float *src5, int lane6, int lane7)
{
    constexpr long acc8 = 3;
    int q9[8] = {static_cast<int>(42)};
    if (q9[0x6] >= sizeof(unsigned int)) {
        return alignof(char) % (lane6 >> acc8);
    }
    float mid10[0x1 << 2] = {};
    unsigned int prod11 = 49U;
    return sizeof(float);
}
/* NOTE: keep in sync with the host reference. */

__global__ void fuse12_kernel(unsigned int beta13, int *acc14)
{
    unsigned gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int v16 = acc14[4];
    long long z17[6]{3332, static_cast<long long>(threadIdx.z), 58ul, static_cast<long long>(-3801), 0x8A5, 44};
    if (((acc14 == nullptr) || (v16 & 0x1)) && (!(beta13 != gid15))) {
        unsigned int w18 = 64;
    }
    int w19 = ((((*acc14) <= gid15) && blockDim.x) ? CAT_2(v, 16) : beta13) + (55 - v16);
}

static int tally20(int lane21, int len22, const int *in23)
{
    if (!(!in23)) {
        unsigned int base24 = sizeof(int);
        if (host_relax4(reinterpret_cast<const float*>(in23), 7 + in23[base24 & 7], 4) != len22) {
            fuse12_kernel<<<1, dim3(sizeof(int) * 0x2, sizeof(int) * (CONFIG_3 + (CONFIG_3 + 0x36)), (base24 + 255) / 256), sizeof(double) * 256>>>(CAT_2(lane, 21), nullptr);
            base24--;
        }
    }
    return lane21 >> ((len22 < in23[0x3]) ? (lane21) : (lane21 * 7u));
}

int main()
{
    int size25 = 3627;
    size25 = size25;
    fuse12_kernel<<<(size25 + 255) / 256, sizeof(float) * 0b1000, 256, nullptr>>>(host_relax4((const float*)nullptr, 35U, -3020l), nullptr);
    size25 &= TILE_DIM_1;
    int flag26 = size25;
    ++flag26;
    return 0;
}
