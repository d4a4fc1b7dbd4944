// cudagen 0.1 seed 224 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,constexpr_function,default_args,main,device_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum,if,for,nested_block,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define BLOCK_SIZE_2 4
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 46
#endif
#undef TUNE_6
#define TUNE_6 2
enum Op7 : unsigned char {
    ADD8,
    RED9 = 6,
    MUL10,
    ON11,
    LOW12
};
enum Axis13 : short { BLUE14, FAST15 };
__device__ float d_scale16 = 19.875f;

template <typename T, int N>
__global__ void stencil17(T* acc18, T q19, int lane20) {
    extern __shared__ int dyn_21[];
    int idx22 = threadIdx.x;
    auto flag23 = lane20;
    dyn_21[blockDim.x & 7] = MAX2_3(dyn_21[0x0], (N));
}

template <typename T, int N>
__global__ void kick24(T beta25, T beta26) {
    extern __shared__ unsigned int dyn_27[];
    unsigned int i28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double flag29[8] = {};
    T y30 = (double)BLOCK_SIZE_2;
    y30 = threadIdx.x;
    dyn_27[blockDim.y] = 0x27;
    T lim31 = 'A';
    beta26 = dyn_27[5];
    ++d_scale16;
}

constexpr __host__ __device__ int fold32(int len33, int stride34) {
    stride34 = LOW12;
    int u35 = (unsigned long long)58u;
    return MAX2_3(CAT_4(len, 33), u35);
}

__host__ __device__ void relax36(size_t* out37, int n38, long long p39) {
    unsigned int e40[5] = {47, 0x1U, 0x8U, 0x22ul, unsigned(static_cast<short>('\101'))};
    n38 &= CAT_4(p, 39) * 4 * (24u * e40[n38]);
    int t41 = e40[2];
    {
        e40[0] |= p39;
        fold32(fold32(n38, -4), fold32(p39 - CAT_4(t, 41), MAX2_3(p39, n38)));
    }
}

__host__ __device__ int blend42(float a43, int len44, unsigned int b45 = 39l) {
    b45 = (MAX2_3(a43, FAST15) - (CAT_4(len, 44) + b45)) - len44;
    {
        float k46 = ~len44;
        k46 -= -16.5f;
    }
    double y47 = BLOCK_SIZE_2 * (b45 + (9ul + CAT_4(a, 43)));
    float prod48{float(fold32(a43, +b45) | b45)};
    return MUL10;
}

int main(void) {
    int n49 = 1787;
    for (int n50 = 8; n50 > 0; --n50) {
        cudaStream_t off51 = 0;
        for (int n52 = 14; n52 > 0; --n52) {
            if (fold32(CAT_4(n, 49), 4284) == LOW12) {
                return CAT_4(n, 49) - fold32(n50, n50);
            }
            int lo53 = fold32(static_cast<int>(n49 % CAT_4(n, 50)), 16);
        }
    }
    stencil17<long, 0x1><<<2, dim3(1), sizeof(unsigned int) * 0x400, (cudaStream_t)0>>>(nullptr, MAX2_3(MAX2_3(n49, n49), CAT_4(n, 49) * n49), n49 + (7 + n49));
    kick24<int, 2><<<1, RED9 + (MUL10 + (MUL10 + 236))>>>(blend42(n49, FAST15, n49 ^ n49), blend42(n49 * n49, 49u * CAT_4(n, 49)));
    return 0;
}
