// cudagen 0.1 seed 489 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,main,device_var,constant_var,shared_var,extern_shared,constexpr_var,local_array,struct,enum_class,if,range_for,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define CHUNK_2 5
#define TILE_DIM_3 4
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

static __global__ void spread6_kernel(short *data7, double a8, const int *input9, bool q10) {
    extern __shared__ float dyn_11[];
    constexpr float k12 = 37;
    int m13 = a8;
}
__constant__ int c_mix14 = 60;

template <typename T, int N = 4>
__global__ void filter15(T *buf16, float b17, unsigned int *buf18, int *__restrict__ buf19) {
    extern __shared__ short dyn_20[];
    __shared__ double sh_21;
    buf16[4] = 7.0F;
}
enum class Mode22 : unsigned char {
    Green23,
    Fast24,
    Fast25,
    Busy26,
    Blue27
};

static __global__ void clamp28(int n29, const float *in30, float alpha31, double *out32) {
    alpha31 = 1822;
    n29 = (alpha31 + 10) * ((16 * c_mix14) - n29);
}
__device__ int d_lerp33 = 7;

__host__ __device__ void clamp34(unsigned int b35, unsigned int alpha36, const double *__restrict__ src37) {
    SWAP_4(unsigned, alpha36, b35);
    alpha36 = alpha36;
    int y38[3]{static_cast<int>(17lu), 7, 22ul};
    y38[0]++;
    bool lo39 = static_cast<float>(CAT_5(alpha, 36) * y38[alpha36]) < src37[0];
}

static __global__ void relax40(unsigned long alpha41, unsigned short a42) {
    d_lerp33 = int((8) / CAT_5(a, 42));
    a42 = ((8L) - alpha41) * (-d_lerp33);
    if (c_mix14 + BLOCK_SIZE_1)
        return;
    --a42;
}

static __global__ void probe43_kernel(float p44, const double *src45) {
    d_lerp33 = p44;
    p44 = static_cast<double>(c_mix14 << d_lerp33);
    if ((*src45) > 18)
        return;
    __shared__ int sh_46[8];
}

template <typename T>
__global__ void filter47(T a48, int stride49) {
    __shared__ float sh_50[sizeof(int) * 4];
    --a48;
    T *val51 = &a48;
    for (float idx52 : sh_50) {
        d_lerp33 = 26;
        Mode22 m53 = Mode22::Green23;
    }
    T k54 = 21 + (*val51);
}

struct Pixel55 {
    float z56;
    double weight57;
    unsigned int weight58, mass59;
};

int main(void) {
    int size60 = 395;
    ++size60;
    filter15<unsigned int, (2 * 2)><<<(size60 + 255) / 256, (CHUNK_2 + 59)>>>(nullptr, (9 % size60) - float(size60), static_cast<unsigned int*>(nullptr), &size60);
    int v61 = size60;
    size60++;
    unsigned long y62 = CHUNK_2;
    size60 = -0b1110;
    spread6_kernel<<<2, 128, (BLOCK_SIZE_1 + (TILE_DIM_3 + 500)) * 8, (cudaStream_t)0>>>(nullptr, (y62 / y62), &size60, 0);
    clamp28<<<1, (TILE_DIM_3 + 508)>>>(sizeof(Pixel55), nullptr, static_cast<float>(CAT_5(size, 60)), nullptr);
    relax40<<<1 << BLOCK_SIZE_1, 512, sizeof(double) * 128, 0>>>(CAT_5(y, 62) * 13, 13U);
    return 0;
}
