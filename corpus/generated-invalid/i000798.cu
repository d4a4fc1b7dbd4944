// cudagen 0.1 seed 798 invalid:no_such_member
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,host_function,default_args,main,constant_var,shared_var,shared_2d,extern_shared,if,if_else,for,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define RADIUS_1 8
#define NUM_ITERS_2 (64)
#define NUM_ITERS_3 4
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))

#if NUM_ITERS_3 == 4
#define CONFIG_5 7
#else
#define CONFIG_5 23
#endif
__constant__ int c_tile6 = 4650;

template <typename T, int N = 6>
__global__ void step7_kernel(const T *input8, unsigned int *acc9, unsigned int *out10)
{
    extern __shared__ float dyn_11[];
    __shared__ float sh_12[(0b11)][17];
    for (int j13 = 0; j13 < c_tile6; ++j13) {
        for (int i14 = (8); i14 > 0; --i14) {
            T tmp15 = 0b101000 + (out10[2] += 0b101001, 127);
        }
        T tmp16 = c_tile6;
    }
    float x17 = (MAX2_4(sh_12[0][c_tile6], 2)) + out10[c_tile6];
}
__constant__ int c_tally18 = 52;

__global__ void __maxnreg__(32) decay19(const float *src20)
{
    if (30 >= MAX2_4(src20[c_tally18], 34)) {
        return;
    }
    unsigned char prod21 = 255;
}

inline void check_filter22(long p23, bool a24 = false)
{
    if ((-(p23 / p23)) <= (a24)) {
        decay19<<<1 << (CONFIG_5 + 1), 64>>>((const float*)nullptr);
    } else {
        step7_kernel<float, (2 * 2)><<<32, CONFIG_5 + 249>>>(nullptr, nullptr, static_cast<unsigned int*>(nullptr));
        p23 %= a24 + (5 - (p23 << 7));
    }
    p23 *= p23;
}
struct Point26 {
    int x, y;
};

int main()
{
    int n25 = 2522;
    Point26 pt27 = {1, 2};
    n25 = pt27.z;
    step7_kernel<long, 7><<<(n25 + 31) / 32, 2 * 16>>>(nullptr, (unsigned int*)nullptr, nullptr);
    step7_kernel<unsigned int, 6><<<(RADIUS_1 + 24), 512>>>((const unsigned int*)nullptr, nullptr, nullptr);
    return 0;
}
