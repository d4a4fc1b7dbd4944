// cudagen 0.2 seed 135 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,default_args,main,constexpr_var,if,if_else,while,nested_block,static_assert,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_ifdef,local_class,concept,requires_clause,requires_expression,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <utility>
#include <cuda_fp16.h>

#define NUM_ITERS_1 64
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))

#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 32
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

static __global__ void merge7(const float* coef8, const unsigned int* src9, int* out10) {
    unsigned int idx11 = threadIdx.x;
    cosf(idx11);
    (*out10) = gridDim.y + ((coef8[idx11] / 54) * idx11);
}

float filter12(float p13, int count14, const unsigned* in15) {
    int w16 = 0;
    while ((w16 < 15) && (fmaxf(TUNE_5, w16) < NUM_ITERS_1)) {
        if (count14) {
            p13 = ((w16 + count14) - (15.F + count14)) * (fabsf(35u) * p13);
        }
        ++p13;
        ++w16;
    }
    int w17 = 0;
    while ((w17 < 11) && (((*in15) >= in15[0b1]) && (in15 != nullptr))) {
        static_assert(sizeof(int) == 4, "tile must fit");
        ++w17;
    }
    struct Local18 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local18 tmp19{1};
    int res20 = tmp19.add(p13);
    (void)res20;
    return w16;
}
template <typename T> concept Small21 = sizeof(T) <= 8;
template <typename T> concept Arith22 = requires(T a, T b) {
    a + b;
    { a * b } -> Small21;
    typename T;
};
template <Small21 T> T twice23(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice24(T x) { return x * 3; }
template <typename T> T quad25(T x) requires Arith22<T> { return x * 4; }
int sign26(Small21 auto v) { return v != 0 ? 1 : 2; }

int check_sweep27(const int* coef28, float b29 = 32UL) {
    {
        b29--;
        merge7<<<1, 512, sizeof(unsigned int) * 0400>>>(nullptr, nullptr, (int*)nullptr);
    }
    b29 = (sizeof(int) + b29) * (*coef28);
    return (21U + (coef28[4] - 15)) - (*coef28);
}

__global__ void split30(int* acc31, int count32, double* buf33) {
    int gid34 = threadIdx.x;
    if ((7 > (threadIdx.x + blockDim.y)) && (acc31[gid34] != 58lu)) {
        long val35 = count32;
        (void)val35;
    } else {
        acc31[count32]--;
        (*acc31)++;
    }
    if (sizeof(unsigned short) < ((*buf33) + (*acc31))) {
        return;
    }
    if (MAX2_3(gid34, 8) > gid34) {
        return;
    }
    int q36 = ((*acc31) * ((*buf33) + count32)) + buf33[5];
    (void)q36;
}

int main() {
    int len37 = 648;
    len37 = 5 + len37;
    ++len37;
    float diff38{33};
    len37++;
    split30<<<(len37 + 0377) / 256, 32 * 8, 0, (cudaStream_t)0>>>(nullptr, diff38, nullptr);
    return 0;
}
