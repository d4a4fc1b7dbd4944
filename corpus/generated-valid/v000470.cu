// cudagen 0.1 seed 470 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,local_array,enum_class,if,nested_block,ternary,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 14
#else
#define TUNE_3 39
#endif
enum class Color4 : unsigned int { Off5, Red6, Slow7 = 7 };

__global__ void split8_kernel(int len9, float *buf10, float q11) {
    int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i12 >= len9) {
        return;
    }
    float idx13 = 21.0f;
    len9 = ((sizeof(unsigned) + CAT_1(len, 9)) / TUNE_3) + ((0b11011 / q11) + 21UL);
    float tmp14[2] = {};
    tmp14[1] = ' ';
    buf10[i12] = 0b10111L;
    len9 = tmp14[1];
}
// Helper used by the kernels below.

template <class T, class U>
__global__ void norm15(T b16, double a17) {
    extern __shared__ int dyn_18[];
    int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (CAT_1(a, 17) == blockIdx.y) {
        return;
    }
    if ((b16 / TUNE_3) < ((U)dyn_18[0b111])) {
        dyn_18[3] = gid19;
    }
    if (dyn_18[blockIdx.x] > 12U) {
        ++a17;
        if (dyn_18[0] <= gridDim.z) {
            return;
        }
    }
}

float host_norm20(int len21, int stride22) {
    if (((len21 != TUNE_3) && stride22) || (len21 || (38 >= stride22))) {
        len21 = len21;
    }
    {
        len21 = (CAT_1(stride, 22)) * len21;
        if (len21 > 0b100U) {
            return 22.0f - ((len21 >= CAT_1(len, 21)) ? len21 : len21);
        }
    }
    norm15<float, long><<<(32), 32, 1024, 0>>>(len21, stride22);
    return 3 * ((len21));
}

int main(void) {
    int count23 = 2166;
    if (count23) {
        norm15<double, long><<<16, 256, TUNE_3 + (TUNE_3 + 4018), nullptr>>>(count23 + 12.875f, count23);
        count23 = count23;
    }
    count23 = -34;
    norm15<int, long><<<dim3(1, 16 * 16), sizeof(int) * 32, (TUNE_3 + 25) * 4, (cudaStream_t)0>>>(host_norm20(35LL / CAT_1(count, 23), (count23)), (count23 + CAT_1(count, 23)) - (TUNE_3 + count23));
    split8_kernel<<<dim3((count23 + 63) / 64, (4), 32), dim3(TUNE_3 + 217, (count23 + 31) / 32)>>>(33ULL, nullptr, TUNE_3);
    return 0;
}
