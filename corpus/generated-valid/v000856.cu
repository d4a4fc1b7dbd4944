// cudagen 0.1 seed 856 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,maxnreg,launch,builtin_vars,host_device_function,main,constexpr_var,if,while,goto,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define BLOCK_SIZE_2 (0b100000)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

#if (NUM_ITERS_1 * 2) >= 43 && NUM_ITERS_1 != 0
#define CONFIG_5 1
#else
#define CONFIG_5 20
#endif

template <typename T, typename U>
__global__ void __maxnreg__(128) mix6(T beta7, U* buf8, U beta9) {
    beta9 = buf8[3];
    ACCUM_3(buf8[gridDim.x & 7], (beta7));
}
// NOTE: keep in sync with the host reference.

template <class T, int N = 5>
__global__ void weigh10(const T* src11, int lane12, double beta13) {
    unsigned gid14 = threadIdx.x;
    ++beta13;
    float lim15 = N;
    T m16 = (((gid14 != beta13) ? sizeof(int) : gid14) + 46) - (025lu * beta13);
    beta13 = gid14;
    T q17 = beta13;
    long long h18 = 22ul - lim15;
    T res19 = 32;
}

__host__ __device__ unsigned long count20(const long long* src21) {
    return *src21;
}

__global__ void __launch_bounds__(sizeof(unsigned int) * 32) tally22(int stride23, const size_t* input24) {
    stride23 += *input24;
    stride23 -= stride23;
}

template <typename T, int N = 3>
__global__ void norm25_kernel(T* dst26, const T* src27) {
    unsigned gid28 = threadIdx.x;
    ACCUM_3(dst26[1], (count20(static_cast<const long long*>(nullptr))));
    --(*dst26);
    dst26[7] /= blockIdx.y * (*dst26);
    if (count20((const long long*)nullptr) != src27[gid28]) {
        return;
    }
    ++dst26[gridDim.z & 7];
    count20((const long long*)nullptr);
    T f29 = (0b100100l & gid28) + count20((const long long*)nullptr);
}

template <class T, int N = 5>
__global__ void __launch_bounds__(512) sift30(const T* input31) {
    int i32 = threadIdx.x;
    T prod33 = count20(nullptr);
    constexpr double k34 = 4318;
    prod33 -= (count20(nullptr));
    constexpr double r35 = 24U;
    if (blockIdx.x > 18) {
        goto out36;
    }
    prod33 /= 9.25 * i32 * (count20(nullptr));
    prod33 += 13.25f;
    prod33 *= r35;
out36:;
}

int main() {
    int len37 = 1787;
    long mid38 = sizeof(unsigned char);
    --mid38;
    int w39 = 0;
    while (w39 < 13) {
        int pass40 = 0;
        while (pass40 < 15) {
            --len37;
            count20(nullptr);
            ++pass40;
        }
        ++w39;
    }
    mix6<<<2 * 16, 512>>>(8u, static_cast<long*>(nullptr), long((CONFIG_5)));
    weigh10<float, 5><<<(CONFIG_5 + 44), CONFIG_5 + 44>>>(nullptr, mid38, len37);
    tally22<<<(w39 + 63) / 64, 128>>>(23, nullptr);
    return 0;
}
