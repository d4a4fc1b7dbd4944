// cudagen 0.1 seed 652 invalid:no_such_member
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,main,shared_var,extern_shared,constexpr_var,const_local,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,alignof,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 55
#endif

__global__ void __maxnreg__(128) step7_kernel(const float* in8, const int* src9, int n10, int count11) {
    extern __shared__ float dyn_12[];
    int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (count11 % 9) {
        int stride14 = TUNE_6;
    }
    n10 = n10;
    if (count11 >= blockDim.x) {
        return;
    }
    if ((threadIdx.x ^ src9[3]) < count11) {
        return;
    }
}

__global__ void relax15_kernel(const unsigned* in16, int stride17, long b18, float* dst19) {
    extern __shared__ int dyn_20[];
    int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid21 >= stride17) {
        return;
    }
    ++dyn_20[0b10];
    double off22 = 22.625;
    float t23 = (alignof(char)) - ((b18 << stride17) - (4.125f + threadIdx.z));
    off22 /= blockIdx.x;
}

template <class T, int N>
__device__ unsigned int warp24(T* data25, T* dst26) {
    ++(*data25);
    if ((*dst26) == N) {
        return (N - threadIdx.x) * (11 - (*data25));
    }
    const float e27 = (data25[0x5] += N, N) & 0x1E;
    if ((threadIdx.x - e27) > 0x1B) {
        return '\t' - CAT_4(e, 27);
    }
    return 027;
}
struct Point30 {
    int x, y;
};

int main() {
    int len28 = 411;
    Point30 pt31 = {1, 2};
    len28 = pt31.z;
    int w29 = 7;
    len28 |= len28;
    len28 |= w29;
    step7_kernel<<<01000, 1 << 9, sizeof(float) * 128>>>(nullptr, static_cast<const int*>(nullptr), -(w29 - w29), len28);
    relax15_kernel<<<(len28 + 127) / 128, dim3((8), 1 << 5)>>>(nullptr, MOD8_1(MOD8_1(w29)), len28 - len28, static_cast<float*>(nullptr));
    return 0;
}
