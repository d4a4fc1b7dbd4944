// cudagen 0.1 seed 218 valid
// features: kernel,launch,main,shared_var,constexpr_var,struct,struct_methods,operator_overload,goto,static_assert,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_nullptr,cast_c,cast_static,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 12
#else
#define TUNE_8 51
#endif
// Computes one element per thread.

__global__ void probe9(float a10, float *data11, const int *input12) {
    __shared__ char sh_13[(TUNE_8 + (TUNE_8 + 40))];
    float idx14 = sh_13[0b111001];
    float res15 = sh_13[51] - data11[4];
    if (sh_13[0x1b] < sh_13[0b1010]) {
        goto skip16;
    }
    idx14++;
skip16:;
}

struct Cell17 {
    double vel18;
    int val19;
    float lo20;
    unsigned short x21;
    __host__ __device__ void reset22(int cnt23) {
        static_assert((0x25) == 37, "expected value");
        cnt23 = vel18 - 4863;
    }
    __host__ __device__ void mix24(int val25) {
        x21 = TUNE_8;
    }
};

inline __host__ __device__ Cell17 operator+(Cell17 a, Cell17 b) {
    Cell17 r = a;
    r.vel18 += b.vel18;
    r.val19 += b.val19;
    r.lo20 += b.lo20;
    r.x21 += b.x21;
    return r;
}

int main() {
    int size26 = 927;
    size26 = TWICE_PLUS_1(CAT_6(size, 26), TUNE_8);
    size26 = (int)((size26) - 62);
    probe9<<<(size26 + 255) / 0x100, 0x40 * 8>>>((int)size26, static_cast<float*>(nullptr), &size26);
    return 0;
}
