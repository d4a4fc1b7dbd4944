// cudagen 0.1 seed 1380 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,constant_array,constexpr_var,enum_class,if,for,nested_block,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 55
#endif
#undef TUNE_5
#define TUNE_5 8

template <typename T, int N = 8>
__global__ void update6_kernel(const T* __restrict__ coef7) {
    double cnt8 = N;
    cnt8 = cnt8;
    float h9(*coef7);
    h9 = (h9) - N;
    constexpr int q10 = 56;
    cnt8 = N;
}

__global__ void accum11_kernel(int lane12, int len13, double* buf14, double* __restrict__ out15) {
    int i16 = threadIdx.x;
    {
        float u17 = out15[3];
        for (int j18 = 0, j19 = len13; j18 < j19; (++j18, (--j19))) {
            long t20 = blockDim.x;
            constexpr int prod21 = 37;
        }
    }
    lane12 = 3162;
}
__constant__ float c_bump22[4] = {14.0f, 7.25F, 9.125f, 20};

__global__ void sift23(unsigned* buf24, short b25, float* acc26, const short* input27) {
    int gid28 = threadIdx.x;
    b25 = TUNE_5;
    if (gridDim.x == warpSize) {
        return;
    }
    int val29 = buf24[2];
}

constexpr int trace30(int count31) {
    int h32 = (unsigned char)0b100010L;
    count31 = h32 + count31;
    return SQR_1(CAT_3(count, 31));
}
enum class Color33 { Blue34, Off35, Blue36, Mul37 };
enum class Color38 {
    Red39,
    Idle40,
    Busy41,
    On42,
    Mul43 = 6
};

int main() {
    int count44 = 1478;
    trace30((char)count44);
    if (!(count44 == count44)) {
        return (count44 * count44) + count44;
    }
    count44 = trace30(count44);
    update6_kernel<float, (2 * 3)><<<4, 1 << 6, 0>>>(nullptr);
    sift23<<<dim3((8)), sizeof(unsigned int) * 64, sizeof(int) * 0100, (cudaStream_t)0>>>(nullptr, count44, nullptr, nullptr);
    long long r45 = count44;
    accum11_kernel<<<(256), 1 << 5, 0>>>((CAT_3(r, 45) - 2878U) >> TUNE_5, TWICE_PLUS_2(+count44, SQR_1(count44)), (double*)nullptr, nullptr);
    return 0;
}
