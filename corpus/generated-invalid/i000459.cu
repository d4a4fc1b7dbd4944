// cudagen 0.1 seed 459 invalid:global_main
// features: kernel,launch_bounds,launch,builtin_vars,host_device_function,device_template_function,host_function,main,host_global,constexpr_var,local_array,if,if_else,if_init,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void gather5_kernel(unsigned int b6, int n7) {
    unsigned int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx8 >= n7) {
        return;
    }
    if (b6 > ((signed char)idx8)) {
        bool diff9(((n7 += -23, (61 * idx8)) <= 0x6) || (n7 < (35)));
    } else {
        n7 = MIN2_1(n7, b6);
    }
}

template <class T, typename U>
inline __host__ __device__ T grow10(const T *src11, const T *src12, float *acc13) {
    if (MIN2_1(src12[0x4], *src12) == (*acc13)) {
        if (51 < (*acc13)) {
            U u14 = 33ULL;
            --u14;
        }
        (*acc13) = 25;
    }
    T stride15 = *src12;
    return MIN2_1((*src12) + src11[3], 38);
}

inline __host__ __device__ float sweep16(int len17, double cfg18, int n19) {
    len17 = len17 << (((20 == n19) && (len17 >= n19)) ? 4 : 0x26ull);
    unsigned int flag20[4] = {};
    if ((cfg18 / cfg18) == len17) {
        goto finish21;
    }
    (--cfg18, (cfg18 /= -5.));
finish21:;
    return cfg18;
}
constexpr int WIDTH22 = 256;

inline __host__ __device__ int step23(long q24, const float *in25) {
    if ((!(in25[2] <= q24)) || (64U > (*in25))) {
        q24 &= 25lu;
        size_t q26[3 * 0x2] = {17L, 8, 39};
        q24 <<= q24;
    }
    q24 = WIDTH22 & q24;
    return MIN2_1(q24, 30);
}
int g_shade27 = 26;

__global__ void __launch_bounds__(1 << 5) stencil28(char *acc29, const short *coef30) {
    int idx31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (acc29[0x0]++, ((*acc29) %= 4 >> idx31));
    float prod32 = blockDim.y;
}

double host_pivot33(int n34, float *data35) {
    gather5_kernel<<<1 << 4, 0100>>>(n34, MIN2_1(n34 + g_shade27, 21 + data35[n34]));
    sweep16(((*data35) += WIDTH22, g_shade27) - step23(WIDTH22, data35), 35U & (g_shade27 * g_shade27), grow10<int, unsigned int>(&n34, static_cast<const int*>(nullptr), data35));
    return WIDTH22;
}

__global__ int main() {
    int count36 = 2323;
    if (constexpr int w37 = 39; !((g_shade27 == 43UL) || (g_shade27 != 2l))) {
        const char *z38 = "path\\to" "_tail";
    }
    unsigned int mid39 = WIDTH22;
    stencil28<<<1, 32>>>((char*)nullptr, (const short int*)nullptr);
    return 0x0;
}
