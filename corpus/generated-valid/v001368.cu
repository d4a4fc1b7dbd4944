// cudagen 0.1 seed 1368 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,constexpr_function,default_args,main,constant_var,shared_var,shared_2d,extern_shared,constexpr_var,auto_var,const_local,if,for,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define CHUNK_2 256
#define WARPS_3 64
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
extern "C" {
__global__ void update7(float alpha8, const int *input9)
{
    int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int j11 = idx10; j11 > 0; --j11) {
        alpha8 = alpha8;
        auto cnt12 = CAT_6(alpha, 8);
    }
    for (int j13 = 0; j13 < idx10; ++j13) {
        if ((j13 & 1))
            return;
        unsigned char u14 = (idx10 * alpha8) + (j13 / 48) + (+idx10);
    }
}
}
template <class T, typename U>
__device__ T blend15(U cfg16)
{
    for (int n17 = 0; n17 < 2; n17++) {
        if (41 >= (n17 & n17))
            return n17;
        (--cfg16, (cfg16 = -((127 * CAT_6(n, 17)) - (BLOCK_SIZE_1))));
    }
    return cfg16;
}
__constant__ int c_trace18 = 30;
__global__ void scatter19_kernel(int stride20, unsigned *buf21, const float *coef22)
{
    extern __shared__ float dyn_23[];
    __shared__ float sh_24[16];
    __shared__ float sh_25[32 * 2];
    (*buf21) = (4 & warpSize) ^ ((buf21[c_trace18] + (*buf21)) * (41 + threadIdx.y));
    sh_24[gridDim.x] = blockDim.y;
}
constexpr int check_score26(int count27, long long q28)
{
    q28 = (unsigned('z') + (q28 + 45U)) - (((-count27) <= 38) ? (CHUNK_2) : count27);
    auto idx29 = count27;
    return idx29;
}
inline __device__ double merge30(int count31, int stride32, int n33 = 045)
{
    __shared__ int sh_34[3][10];
    auto prod35 = +(double(gridDim.x) - (1 + stride32));
    prod35 = sh_34[n33][9];
    stride32++;
    stride32 = n33 - ((count31 * threadIdx.x) + (threadIdx.x + count31));
    sh_34[1][count31] = (double(c_trace18) * 54lu) + prod35;
    float sum36 = (CHUNK_2);
    return static_cast<int>((CAT_6(stride, 32) ^ count31) - (n33 / stride32));
}
__host__ double run_gather37(float *buf38, int len39, int lane40 = 25)
{
    buf38[lane40 & 7] = 4.375f - ((lane40 % CHUNK_2) % CHUNK_2);
    bool q41{true};
    return (static_cast<unsigned int>('\x7f'));
}
int main()
{
    int size42 = 2181;
    const int base43 = (size_t)((sizeof(float) ^ size42) + (size42 | size42));
    size42 = base43;
    scatter19_kernel<<<(size42 + 63) / 64, (64), CHUNK_2 + 3840>>>(35 + (size42 | WARPS_3), static_cast<unsigned int*>(nullptr), nullptr);
    size42 = ((size42 / size42) <= ((int)8)) ? base43 : (size42 - (29 | CAT_6(base, 43)));
    update7<<<dim3(01000), 128, 0>>>((BLOCK_SIZE_1 + size42) | base43, (const int*)nullptr);
    return 0;
}
