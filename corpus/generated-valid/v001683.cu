// cudagen 0.1 seed 1683 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_array,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,auto_var,const_local,enum_class,for,while,static_assert,bitwise,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define RADIUS_1 4
#define CHUNK_2 64
#define LOW_BITS_3(x) ((x) & 0xF)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#undef CHUNK_2
#define CHUNK_2 8

float host_lerp7(long* __restrict__ dst8, int n9)
{
    int iter10 = 0;
    while (iter10 < n9) {
        for (int it11 = 0; it11 < iter10; it11++) {
            for (int it12 = 0; it12 < 4; ++it12) {
                n9 = it11;
                (*dst8) = 0x34 - iter10;
            }
        }
        ++iter10;
    }
    return iter10 % ((unsigned)43L);
}
enum class Color13 { Off14, Add15, Blue16 = 5 };

__global__ void __launch_bounds__((CHUNK_2 + 0x18)) split17_kernel(const float* input18, long* __restrict__ acc19, double* buf20, float beta21)
{
    (*acc19) = beta21;
    acc19[3] = -0xd;
    buf20[threadIdx.x & 0x7] = LOW_BITS_3((*acc19) * (*acc19));
    int acc22 = LOW_BITS_3(acc19[0b101]);
}

__global__ void grow23(long long b24)
{
    int i25 = threadIdx.x;
    auto y26 = 64;
    y26 = (b24 - RADIUS_1) + ((b24) * blockIdx.x);
    int m27 = RADIUS_1;
}

template <typename T>
__global__ void rank28_kernel(T beta29, const T* input30)
{
    int i31 = threadIdx.x;
    __shared__ short sh_32[11][9];
    const T diff33 = 8.625 - i31;
    beta29++;
}

__global__ void reduce34_kernel(unsigned int cfg35, unsigned long* __restrict__ acc36)
{
    extern __shared__ int dyn_37[];
    dyn_37[6] = acc36[0];
    __shared__ unsigned int sh_38[8];
    const float prod39 = ((cfg35 + RADIUS_1) * (51 ^ cfg35)) + 19.625f;
    static_assert((RADIUS_1 + 1) == 5);
}
static __device__ int d_pivot40[16] = {39ul, 35};

__global__ void __maxnreg__(64) warp41(const double* src42, const float* in43, double* out44, const int* src45)
{
    extern __shared__ int dyn_46[];
    Color13 u47 = Color13::Add15;
    static __shared__ long sh_48[3][0b1111];
    int sum49 = 3 - in43[0b10];
    __shared__ unsigned int sh_50[32];
    (--d_pivot40[10], (sum49 = threadIdx.x - ((2368ull - blockIdx.x) - (sum49 / 39U))));
}

int main()
{
    int len51 = 964;
    reduce34_kernel<<<(len51 + 255) / 256, (RADIUS_1 + (CHUNK_2 + 4)) * RADIUS_1>>>(len51 - len51, nullptr);
    warp41<<<64 * RADIUS_1, sizeof(int) * 32, 0x0, 0>>>(nullptr, (const float*)nullptr, (double*)nullptr, &len51);
    cudaStream_t acc52 = (cudaStream_t)0;
    split17_kernel<<<(4), 128, (CHUNK_2 + 248) * RADIUS_1, acc52>>>(nullptr, nullptr, nullptr, len51);
    grow23<<<(len51 + 63) / 0x40, sizeof(int) * (RADIUS_1 + RADIUS_1)>>>(len51);
    rank28_kernel<<<(len51 + 127) / 128, 4 * 16>>>(1, (const int*)nullptr);
    return 0;
}
