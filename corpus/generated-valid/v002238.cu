// cudagen 0.1 seed 2238 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,struct,class_private,if,for,goto,ternary,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 4
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 63
#endif
constexpr int WIDTH5 = ((RADIUS_1 + 4) * 020);
inline constexpr long BLOCK6 = (sizeof(int) * (RADIUS_1 + 12));

class Body7 {
    float y8;
public:
    __host__ __device__ Body7(float a9) : y8(a9) {}
    __host__ __device__ void total10(int cnt11) {
        cnt11 = WIDTH5;
    }
};

__global__ void pack12_kernel(const unsigned long* in13, int n14, double a15, float* data16) {
    int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((a15 + 3910l) >= BLOCK6) {
        goto done18;
    }
    if (i17 >= n14)
        return;
    if ((in13[blockDim.x & 0x7]))
        return;
    (*data16)--;
done18:;
}

int main(void) {
    int n19 = 0xF9C;
    n19--;
    for (int n20 = n19; n20 > 0; --n20) {
        pack12_kernel<<<RADIUS_1 + RADIUS_1, sizeof(float) * 16, sizeof(int) * 32, (cudaStream_t)0>>>(static_cast<const unsigned long*>(nullptr), (11 & n20) & 4, (CAT_2(n, 19) > n20) ? CAT_2(n, 19) : WIDTH5, nullptr);
        if (n20 != static_cast<int>(BLOCK6)) {
            n19 = (((~n19) - BLOCK6) >= (7u - n20)) ? CAT_2(n, 19) : n20;
            if (n20 == 10L)
                return 46;
        }
    }
    return 0;
}
