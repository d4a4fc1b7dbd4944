// cudagen 0.1 seed 559 invalid:unbalanced_bracket
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,extern_shared,constexpr_var,local_array,enum_class,if,for,pragma_unroll,while,goto,ternary,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 3
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 1
#else
#define TUNE_6 19
#endif
enum class Level7 : unsigned int { Busy8, Off9, Green10, Fast11 = 4 };

__global__ void __launch_bounds__(TUNE_6 + (TUNE_6 + (TUNE_6 + 61))) apply12_kernel(const float* src13) {
    extern __shared__ unsigned dyn_14[];
    unsigned char stride15[4]{static_cast<unsigned char>(src13[1]), 41LL, 16, 55L};
    if (TUNE_6 > stride15[0])
        return;
    #pragma unroll 8
    for (int it16 = 0; it16 < 7; it16++) {
        #pragma unroll 8
        for (int j17 = 0; j17 < it16; ++j17) {
            Level7 t18 = Level7::Off9;
        }
    }
    --stride15[0];
    dyn_14[6] = stride15[0] - ((4601 + dyn_14[3]) - ((src13[2] < TUNE_6) ? src13[0] : 40));
}

__global__ void combine19_kernel(int len20, double* __restrict__ dst21) {
    extern __shared__ unsigned int dyn_22[];
    float base23 = *dst21;
    --dyn_22[3];
    if (31 != dyn_22[5])
        return;
    Level7 t24 = Level7::Off9;
    if ((-(*dst21)) <= 21U) {
        goto done25;
    }
    --len20;
    dyn_22[len20]--;
    --dyn_22[len20];
done25:;
}

int main() {
    int len26 = 689;
    int vals29[4 = {1, 2, 3, 4};
    combine19_kernel<<<dim3(2, 2 * 4), 512, 0, (cudaStream_t)0>>>(len26, static_cast<double*>(nullptr));
    int w27 = 0;
    while (w27 < 11) {
        int x28 = (w27 + w27) / len26;
        if (w27 > CHUNK_1)
            break;
        ++w27;
    }
    apply12_kernel<<<dim3((w27 + 63) / 64), (256), sizeof(float) * 64, 0>>>(static_cast<const float*>(nullptr));
    return 0;
}
