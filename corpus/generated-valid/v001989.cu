// cudagen 0.1 seed 1989 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,struct,aligned_struct,if,goto,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 128
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef CHUNK_1
#define CHUNK_1 12

__global__ void score5(int lane6, double q7) {
    extern __shared__ int dyn_8[];
    int idx9 = threadIdx.x;
    if (idx9 >= lane6) {
        return;
    }
    long mid10 = CHUNK_1;
    q7--;
    const float* w11 = (const float*)nullptr;
}

template <typename T, int N = 2>
__global__ void norm12_kernel(T* out13, float* dst14, T* dst15, unsigned* acc16) {
    extern __shared__ double dyn_17[];
    bool flag18 = acc16[2] == ((unsigned int)17l);
    --dyn_17[gridDim.y];
    int lo19 = (T)(dst15[1] * acc16[0]);
    if (!out13) {
        goto finish20;
    }
    out13[threadIdx.x] = *dst15;
finish20:;
}
// Helper used by the kernels below.

struct __align__(8) Bounds21 {
    int count22;
    double z23;
    long w24;
};

inline float check_fold25(int lane26) {
    if ((lane26 == lane26) || (lane26 || (lane26 >= lane26))) {
        lane26 = TWICE_PLUS_3(lane26, lane26) + 25lu + lane26;
    }
    if (lane26 > lane26) {
        return (int)lane26;
    }
    return lane26;
}

int main() {
    int count27 = 1133;
    if (count27 < 4) {
        return check_fold25(count27 / count27);
    }
    if ((42 > count27) && (40 != count27)) {
        return count27;
    }
    check_fold25(TWICE_PLUS_3(check_fold25(count27), count27));
    score5<<<(8), sizeof(float) * (CHUNK_1 + 4)>>>(count27, count27);
    norm12_kernel<<<(count27 + 31) / 32, CHUNK_1 + 116>>>((float*)nullptr, (float*)nullptr, (float*)nullptr, nullptr);
    return 0;
}
