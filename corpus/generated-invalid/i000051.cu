// cudagen 0.1 seed 51 invalid:host_call_configured
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,main,constexpr_var,if,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 6
#else
#define TUNE_3 23
#endif

template <typename T, int N = 2>
__global__ void sweep4(T* out5, T* dst6) {
    int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*out5) = (+((*dst6) + out5[2]));
    T idx8 = (signed char)TUNE_3;
    T y9 = threadIdx.z + gid7;
    float lim10{11};
}

static __global__ void apply11_kernel(const unsigned* src12, int count13, int n14, unsigned long long cfg15) {
    n14--;
    --n14;
    float lo16 = count13 ^ src12[2];
    int m17 = (int)count13;
    long lo18 = 38lu;
    int diff19 = -(n14 << (cfg15 << m17));
}
void host_step23(int n)
{
    (void)n;
}

int main(void) {
    int size20 = 2635;
    host_step23<<<1, 1>>>(4);
    if (CAT_1(size, 20) == CAT_1(size, 20)) {
        return (TUNE_3 - size20) * (43 + size20);
    }
    int off21 = float((TUNE_3)) - (((unsigned char)size20) ^ (20 + CAT_1(size, 20)));
    if (CAT_1(size, 20) >= size20) {
        return off21;
    }
    sweep4<unsigned int, ((4))><<<(off21 + 63) / 64, 128>>>(nullptr, nullptr);
    sweep4<double, 7><<<dim3(0x1 << 0x3, 0x1 << 2), 128>>>(nullptr, nullptr);
    float mid22(47);
    apply11_kernel<<<(off21 + 127) / 128, dim3(sizeof(int) * 0x4)>>>(nullptr, (float)TUNE_3, off21 & (off21 | 4575), 981);
    return 0;
}
