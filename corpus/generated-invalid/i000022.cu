// cudagen 0.1 seed 22 invalid:device_main
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,default_args,main,device_var,shared_var,constexpr_var,local_array,if,goto,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,macro_paste
#include "prelude.cuh"

#define CHUNK_1 4
#define NUM_ITERS_2 (CHUNK_1 + 1)
#define CAT_3(a, b) a##b
__device__ int d_tile4 = 18;

__host__ __device__ void update5(float cfg6, float a7, signed char* dst8)
{
    {
        unsigned hi9[6]{4u, 56L, 18UL, 33lu, static_cast<unsigned int>(0x3d), static_cast<unsigned int>(a7)};
        int* m10 = reinterpret_cast<int*>(dst8);
    }
    int val11 = NUM_ITERS_2;
}

int run_bump12(int* dst13, int len14 = 48l)
{
    (*dst13)--;
    if (len14 == 51L) {
        return CAT_3(len, 14);
    }
    return (double)len14;
}

__global__ void pivot15_kernel(const unsigned char* coef16, int* dst17, int stride18)
{
    unsigned int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid19 >= stride18) {
        return;
    }
    ++dst17[gridDim.x & 7];
    __shared__ int sh_20[128];
    double flag21 = blockDim.y + 23.375;
    --(*dst17);
    float k22 = dst17[0x6];
    if (((coef16[5] == blockIdx.x) ? coef16[7] : CAT_3(tid, 19)) > 45) {
        goto finish23;
    }
    stride18 = (stride18 | (dst17[3] + (*dst17))) + (7 - d_tile4);
finish23:;
}

unsigned char decay24(int* data25, int count26, double a27 = 17.25)
{
    int w28[7] = {};
    cudaStream_t off29 = (cudaStream_t)0;
    --count26;
    float diff30 = 0x32;
    double m31(count26);
    int f32 = ((CAT_3(count, 26) + w28[5]) & (data25[count26] += 34, (*data25))) - ((w28[count26] / w28[count26]) * (CHUNK_1 / diff30));
    return 0b110110l;
}

__host__ __device__ int main()
{
    int len33 = 3177;
    len33 &= NUM_ITERS_2;
    pivot15_kernel<<<dim3(32, 2, 0x8 * (CHUNK_1 + (NUM_ITERS_2 + 7))), dim3(1 << 9, 64, 8)>>>(nullptr, nullptr, 28);
    pivot15_kernel<<<dim3((len33 + 255) / 0x100), (NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + 014)))) * 2, 0, 0>>>(nullptr, nullptr, (33UL != (len33 + 30)) ? (NUM_ITERS_2 - len33) : (7ll % len33));
    int t34 = CAT_3(len, 33);
    return 0;
}
