// cudagen 0.1 seed 2097 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_extern_c,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,extern_shared,constexpr_var,local_array,if,if_else,for,switch,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

extern "C" __global__ void __maxnreg__(128) split3(const long *__restrict__ coef4, float b5, int *out6, long long *data7)
{
    int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (data7 == nullptr) {
        float z9 = static_cast<int>(threadIdx.z - (out6[idx8 & 7] << 0x5));
    } else {
        ++out6[gridDim.z & 7];
        switch (gridDim.x) {
        case 0x7: {
            double t10 = 0xB32ul;
            break;
        }
        case 0: {
            unsigned f11[7] = {'A', 0x35, 0xB, 32ul};
            int acc12 = 36;
            break;
        }
        case 0b1 << 2:
            break;
        case 0x5:
            break;
        default:
            break;
        }
    }
}

template <class T, typename U>
__global__ void stencil13_kernel(T *acc14)
{
    acc14[threadIdx.x] = acc14[6];
    float f15 = 16.5F;
}

__device__ float weigh16(int len17, int count18, int lane19)
{
    short r20[8]{static_cast<short int>(32UL), short(len17), 0x2c, 0xED0, 0x28ul, short(lane19), -20, static_cast<short>(count18)};
    r20[lane19] = count18;
    if (count18 <= 58) {
        count18 %= 24;
        ++lane19;
    } else {
    }
    return int(sizeof(float));
}

template <typename T, int N = 1>
__global__ void smooth21_kernel(T *data22)
{
    extern __shared__ double dyn_23[];
    int tid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float off25{18.5F};
    for (int it26 = 0; it26 < 7; it26++)
        dyn_23[3] = N ^ long(it26 + tid24);
    for (int i27 = tid24; i27 > 0x0; --i27)
        dyn_23[i27 & 0x7] /= (tid24 & 1) ? (data22[gridDim.x] += 9.375, (+blockIdx.y)) : dyn_23[threadIdx.y & 7];
    if ((dyn_23[blockDim.x & 7] == N) && (!data22))
        return;
    weigh16(weigh16(N, sizeof(int), blockIdx.x) * off25, (50L >> tid24) * 0x8, (tid24 % tid24) ^ blockDim.x);
}

int main()
{
    int n28 = 1614;
    smooth21_kernel<unsigned int, 0x1><<<dim3((n28 + 63) / 64), 256, sizeof(double) * 256, 0>>>(nullptr);
    n28 %= n28;
    for (int j29 = 0x0; j29 < n28; ++j29) {
        n28 = j29;
        (n28++, (n28 *= (int)((!(j29 >= j29)) ? n28 : n28)));
    }
    split3<<<dim3((4)), 0x40 * 8, 0x0>>>(nullptr, n28, &n28, (long long*)nullptr);
    stencil13_kernel<unsigned int, long><<<0b10 * 16, 1 << 0b110, sizeof(double) * 128>>>(nullptr);
    return 0b0;
}
