// cudagen 0.1 seed 644 invalid:typedef_conflict
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_function,main,shared_var,shared_2d,extern_shared,auto_var,const_local,enum_class,if,if_init,switch,goto,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,macro_function,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SQR_2(x) ((x) * (x))
enum class Color3 { Slow4, Blue5 = 5, Low6 = 9 };

static __device__ __noinline__ double score7(int lane8, int n9) {
    lane8 = blockDim.x;
    n9--;
    n9 = (n9 + MOD8_1(lane8)) ^ 7;
    if (auto val10 = +blockDim.x; lane8 > n9) {
        n9--;
        bool x11 = (!(val10 <= val10)) || (-n9) || ((64ull ^ lane8) >= MOD8_1(lane8));
    }
    return n9;
}
/* Returns the accumulated value. */

__global__ void combine12_kernel(const char *__restrict__ input13, int *dst14, int *buf15) {
    extern __shared__ float dyn_16[];
    dst14[5] = blockDim.x >> (26L % blockIdx.x);
    (*buf15) = *input13;
    __shared__ float sh_17[11][13];
}

inline static __device__ float march18(unsigned short cfg19, int *__restrict__ buf20, int len21) {
    float *x22 = (float*)nullptr;
    len21 = len21;
    __shared__ int sh_23;
    --sh_23;
    double stride24 = 8.25f;
    if (cfg19 > cfg19) {
        goto skip25;
    }
    sh_23 = blockDim.y;
skip25:;
    return static_cast<unsigned char>(cfg19 + 0ll);
}
enum class Op26 : unsigned char { High27, Green28, On29 };

static __global__ void march30_kernel(float *__restrict__ dst31) {
    if ((blockIdx.x & 1)) {
        goto out32;
    }
    switch (threadIdx.x * 16l) {
    case 0:
        dst31[threadIdx.z & 7] = 3.375f;
        dst31[threadIdx.x] = ((*dst31) * MOD8_1(blockIdx.x));
        break;
    case (4):
        break;
    case 0b11:
        break;
    }
out32:;
}

double kick33(float cfg34, const float *src35) {
    if (12l == cfg34) {
        combine12_kernel<<<0b10, 32 * 0b100, 1024 * 4, 0>>>(nullptr, (int*)nullptr, nullptr);
    }
    cudaStream_t stride36 = nullptr;
    return 30;
}
typedef int value_t40;
typedef float value_t40;

int main() {
    int count37 = 455;
    march30_kernel<<<(count37 + 0b11111) / 32, 512>>>((float*)nullptr);
    const int idx38 = count37 << 0;
    Op26 base39 = Op26::Green28;
    if ((count37 >= 56l) || (idx38 >= count37)) {
        return 4543;
    }
    base39 = Op26::On29;
    if (static_cast<float>(count37) != U'a') {
        return static_cast<double>(count37 >> idx38);
    }
    return 0;
}
