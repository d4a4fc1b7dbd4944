// cudagen 0.1 seed 123 valid
// features: kernel,maxnreg,restrict_params,launch,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,static_local,struct,class_private,struct_template,shift,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
#ifndef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 60
#endif
constexpr int LANES6 = (1 << 1);
template <typename T>
struct Body7 {
    T val8;
    int count9;
    float z10;
    __host__ __device__ int total11() const {
        return 53L - count9;
    }
};
class Tile12 {
    int x13;
    double vel14;
public:
    __host__ __device__ Tile12(int b15, double c16) : x13(b15), vel14(c16) {}
    __host__ __device__ double reset17(int acc18) const {
        acc18--;
        acc18 = 1574;
        return LANES6 + (x13 * vel14);
    }
};
__global__ void __maxnreg__(64) split19_kernel(const float *__restrict__ input20, const int *__restrict__ in21) {
    extern __shared__ unsigned dyn_22[];
    dyn_22[7] = 50 + (dyn_22[1] + (4003 << in21[1]));
    const double q23 = TUNE_5;
    unsigned char t24 = HALF_1((dyn_22[5]));
}
int main() {
    int size25 = 3101;
    auto mid26 = HALF_1(size25 >> (LANES6 + size25));
    static int y27 = 63UL;
    split19_kernel<<<128, 1 << 8>>>((const float*)nullptr, nullptr);
    return 0b0;
}
