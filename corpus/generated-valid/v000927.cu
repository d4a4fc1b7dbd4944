// cudagen 0.1 seed 927 valid
// features: kernel,kernel_from_macro,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_device_function,host_function,main,constexpr_var,enum_class,if,for,pragma_unroll,while,switch,switch_fallthrough,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_iife,lambda_launch,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define CHUNK_2 (16)
#define NUM_ITERS_3 128
#undef NUM_ITERS_3
#define NUM_ITERS_3 8

__host__ __device__ size_t bias4(const unsigned int* input5, long q6)
{
    for (int it7 = 0, j8 = 16; it7 < j8; (++it7, (--j8))) {
        if ((+q6) == 62UL) {
            return (NUM_ITERS_3 % input5[0]) - it7;
        }
        ++q6;
    }
    int sum9 = 16 / (q6 + input5[q6]);
    if (((input5[sum9 & 0b111] - 1) & 1)) {
        return NUM_ITERS_1 * ((*input5) * input5[7]);
    }
    return (int)((float)(NUM_ITERS_3 ^ q6));
}
enum class Kind10 : long { Mul11, Fast12 = 5 };
#define DEFINE_MAP_KERNEL_13(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_13(map_blend14, int)

__global__ void smooth15(float* out16, unsigned int q17)
{
    int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float cnt19{21.75f};
    (*out16) = q17;
}

__global__ void march20_kernel(int len21, const unsigned long* coef22)
{
    int i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int u24 = sizeof(float);
    #pragma unroll 2
    for (int i25 = 0, j26 = 12; i25 < j26; (++i25, (--j26))) {
        for (int it27 = 0; it27 < u24; it27++) {
            #pragma unroll 8
            for (int j28 = (blockIdx.x * blockDim.x) + threadIdx.x; j28 < 2; j28 += blockDim.x * gridDim.x) {
                len21 = blockIdx.z;
                u24 = coef22[6];
                u24 = 9;
            }
        }
    }
}

__global__ void __maxnreg__(64) bump29_kernel(float a30, int* out31, const int* in32)
{
    int gid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i34 = 0; i34 < gid33; ++i34) {
        a30 = a30;
        int iter35 = 0;
        while ((iter35 < gid33) && (bias4(reinterpret_cast<const unsigned int*>(out31), sizeof(float)) < blockDim.z)) {
            short flag36 = iter35 - bias4(reinterpret_cast<const unsigned int*>(in32), CHUNK_2);
            bias4(static_cast<const unsigned int*>(nullptr), (in32[3] | threadIdx.x) + blockDim.y);
            ++iter35;
        }
    }
}
enum class Kind37 { High38 = 1, Idle39 };

__host__ __device__ int rank40(float* dst41, Kind37 p42)
{
    dst41[5] = dst41[2];
    switch (bias4(reinterpret_cast<const unsigned int*>(dst41), NUM_ITERS_3)) {
    case 0b1010:
    case 4: {
        int lim43 = NUM_ITERS_3;
        if (lim43) {
            break;
        }
        break;
    }
    default:
        for (int n44 = 0, j45 = 8; n44 < j45; (++n44, (--j45))) {
            dst41[4] = 29;
            if (CHUNK_2 < n44) {
                return n44;
            }
        }
        break;
    }
    return dst41[3];
}

void decay46(int stride47, const double* input48)
{
    ([] {
        map_blend14<<<sizeof(float) * CHUNK_2, NUM_ITERS_1 + (CHUNK_2 + 48), sizeof(unsigned int) * (NUM_ITERS_3 + 248), nullptr>>>(nullptr, (0ll));
        float stride49{static_cast<float>(19.0f + rank40((float*)nullptr, Kind37::Idle39))};
    })();
    smooth15<<<(stride47 + 63) / 64, (NUM_ITERS_3 + 120)>>>(nullptr, stride47 % stride47);
    if (((stride47 * stride47) > CHUNK_2) || (input48[stride47 & 7] == CHUNK_2)) {
        map_blend14<<<2, (NUM_ITERS_3 + (CHUNK_2 + NUM_ITERS_3)) * 4, 01000 * 8, (cudaStream_t)0>>>((int*)nullptr, (stride47 % 2'348ULL) + static_cast<float>(stride47));
        for (int i50 = 0; i50 < stride47; ++i50) {
            unsigned long prod51 = i50;
        }
        double w52((stride47 += 57, input48[0]));
    }
}

int main(void)
{
    int count53 = 2948;
    --count53;
    count53 = count53;
    march20_kernel<<<256 * 2, 0b100000 * (NUM_ITERS_3 + NUM_ITERS_3), 0, nullptr>>>(count53 ^ bias4((const unsigned int*)nullptr, NUM_ITERS_1), nullptr);
    bump29_kernel<<<(count53 + 0377) / 256, 4 * 16, sizeof(int) * 128, (cudaStream_t)0>>>((-count53) % CHUNK_2, nullptr, nullptr);
    return 0;
}
