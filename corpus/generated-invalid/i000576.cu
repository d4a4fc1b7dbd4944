// cudagen 0.1 seed 576 invalid:shift_count_too_large
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,constant_var,shared_var,extern_shared,host_global,constexpr_var,local_array,const_local,struct,struct_template,using_alias,namespace,if,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 19
#endif

namespace impl5 {
int g_pack6[] = {42, 011, 18LL, 63, 56l};
} // namespace impl5
__constant__ int c_split7 = 4L;

__global__ void __maxnreg__(64) kick8(const float *coef9)
{
    if (c_split7) {
        return;
    }
}

__global__ void tile10(unsigned *__restrict__ dst11)
{
    extern __shared__ size_t dyn_12[];
    unsigned idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int diff14[5]{c_split7, 18, static_cast<int>(TUNE_4), static_cast<int>(dst11[7]), c_split7};
    constexpr int prod15 = 23L;
    if ((threadIdx.x != threadIdx.y) && (dst11 != nullptr)) {
        return;
    }
    --dyn_12[3];
    --(*dst11);
    float hi16 = (TUNE_4 & (threadIdx.y - 30)) - dyn_12[7];
    float e17 = 2574;
}

__global__ void relax18_kernel(int *out19, int *acc20, char *__restrict__ data21, int len22)
{
    int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid23 >= len22) {
        return;
    }
    if (c_split7 < 32L) {
        return;
    }
    --acc20[gid23 & 7];
    acc20[3] = *data21;
}

__device__ unsigned int reduce24(int n25, double p26)
{
    const double prod27 = (threadIdx.x);
    p26 = prod27;
    if (gridDim.z <= ((threadIdx.y < 35) ? n25 : '\'')) {
        return (20lu | c_split7) | n25;
    }
    p26--;
    n25 = p26;
    if ((-n25) >= p26) {
        return (~n25) & (30 + c_split7);
    }
    int r28 = 3537;
    return ((n25 << warpSize) & c_split7) - (+n25);
}
using ptr29_t = unsigned int*;

template <typename T>
struct Particle30 {
    T lo31;
    float vel32;
};

int main(void)
{
    int count33 = 780;
    count33 = count33 << 40;
    if ((impl5::g_pack6[0] * count33) == '"') {
        return count33;
    }
    --impl5::g_pack6[count33];
    kick8<<<1 << 2, 2 * (TUNE_4 + 4)>>>(static_cast<const float*>(nullptr));
    tile10<<<256, sizeof(int) * 128, 0>>>((unsigned int*)nullptr);
    relax18_kernel<<<(count33 + 63) / 64, sizeof(unsigned int) * 8, TUNE_4 + 4084, 0>>>(nullptr, impl5::g_pack6, static_cast<char*>(nullptr), impl5::g_pack6[count33]);
    return 0;
}
