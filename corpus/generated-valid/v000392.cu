// cudagen 0.1 seed 392 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,main,shared_var,static_shared,constexpr_var,local_array,const_local,struct,struct_template,if,while,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_paste,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#undef NUM_ITERS_1
#define NUM_ITERS_1 24

__global__ void norm5(const int *src6, int len7, const float *src8) {
    int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int base10[4] = {34ULL, 0b110111UL, 'a', 41};
    len7--;
    if (src8[2] == NUM_ITERS_1) {
        return;
    }
    bool y11 = blockIdx.x < ((*src6) - threadIdx.z);
    int res12 = sizeof(long long) * ((CAT_4(len, 7) / gid9) - base10[2]);
    __shared__ int sh_13[128];
    static_assert(sizeof(int) == 4, "expected value");
}

__global__ void pivot14(unsigned int q15, char a16) {
    int i17 = threadIdx.x;
    int iter18 = 0;
    while (iter18 < 016) {
        a16 ^= 'A';
        if (iter18 == i17) {
            return;
        }
        double tmp19 = threadIdx.x + 4;
        ++iter18;
    }
}

template <typename T>
struct Span20 {
    T y21;
    T val22;
};

struct Vec23 {
    double y24;
    float mass25;
    char x26;
    double lo27;
};

template <typename T, typename U>
__device__ T smooth28(T *buf29, const Vec23 &alpha30) {
    buf29[blockDim.x] = blockDim.x;
    __shared__ float sh_31[16];
    const int stride32 = static_cast<double>((sizeof(int) * alpha30.mass25) + (buf29[warpSize] + 0));
    float v33 = 13.75f;
    return NUM_ITERS_1;
}

template <typename T>
__device__ __host__ T score34(T alpha35) {
    const T idx36 = CAT_4(alpha, 35);
    alpha35++;
    alpha35 *= 1.25;
    T val37 = 19.625 + idx36;
    Vec23 mid38{8.75, float(CAT_4(alpha, 35)), 10UL, 8.};
    return 0b101011 + (idx36 * idx36);
}

__global__ void tally39_kernel(unsigned int q40, double *buf41, const unsigned char *src42) {
    int i43 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float u44 = -14.0F;
    u44 = sizeof(Span20<int>);
    __shared__ double sh_45[128];
    float u46[7]{u44, u44, -22.25f, 15.375F, 26L, -16.25f, 9UL};
    int mid47 = ((*src42) * (i43)) % (1603 + q40);
    static __shared__ Vec23 sh_48;
}

int main(void) {
    int size49 = 2057;
    pivot14<<<4 * 2, NUM_ITERS_1 + 8, 0, (cudaStream_t)0>>>((4798 + size49) - 57ul, CAT_4(size, 49));
    long acc50 = score34<long>(22l * int(size49));
    norm5<<<128, (NUM_ITERS_1 + 8) * 16>>>(&size49, static_cast<long>(size49), (const float*)nullptr);
    pivot14<<<dim3((size49 + 0b111111) / 64, 16, (256)), 1 << 6>>>(NUM_ITERS_1, alignof(double));
    tally39_kernel<<<dim3((acc50 + 255) / 256), sizeof(float) * (NUM_ITERS_1 + 8), sizeof(int) * 128>>>(score34<long>(score34<int>(827)), (double*)nullptr, static_cast<const unsigned char*>(nullptr));
    return 0;
}
