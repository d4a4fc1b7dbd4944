// cudagen 0.1 seed 234 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,device_var,constant_var,constexpr_var,enum,if,switch,switch_fallthrough,goto,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,alignof,lambda,lambda_capture_ref,lambda_generic,lambda_iife,lambda_launch,macro_object,macro_statement,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define BLOCK_SIZE_2 ((128) * 2)
#define CHUNK_3 256
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 59
#endif

template <typename T, int N = 3>
__global__ void rank7(const T *in8, const T *src9) {
    if ((*in8) > (*src9)) {
        return;
    }
}

constexpr int tally10(int n11, int stride12) {
    stride12 = (stride12 * stride12) & ((!(stride12 == n11)) ? (2 % n11) : 16);
    n11 = stride12;
    return +n11;
}
__device__ size_t d_lerp13;
enum Mode14 : short { RED15, ADD16, BUSY17 };
__constant__ float c_fold18 = -23.5f;

inline __host__ __device__ float combine19(bool alpha20, const short *input21) {
    if ((alpha20 ^ (*input21)) <= alpha20) {
        goto done22;
    }
    alpha20 = ((alpha20 * ((input21[0] <= (*input21)) ? '0' : 23)) > input21[2]) || (((input21[2] + alpha20) == 26) || (input21[1] <= 43));
    if (((*input21) * RED15) > (*input21)) {
        return 22.125F;
    }
done22:;
    return alpha20;
}

inline void run_march23(int stride24) {
    ([&]() {
        unsigned long long m25{'\x7f'};
        rank7<unsigned int, 5><<<(32), 32, (NUM_ITERS_1 + (NUM_ITERS_1 + 4032)), 0>>>(nullptr, nullptr);
        stride24 = ((alignof(double) * stride24) ^ 43) + RED15;
    })();
    rank7<unsigned int, ((ADD16 + 2))><<<2, (NUM_ITERS_1), (CHUNK_3), 0>>>((const unsigned*)nullptr, (const unsigned int*)nullptr);
    rank7<int, 3><<<(stride24 + 127) / 128, 32>>>(nullptr, nullptr);
    rank7<double, (BUSY17 + 1)><<<32, 64>>>((const double*)nullptr, nullptr);
    --stride24;
}

constexpr int check_drift26(int len27) {
    unsigned lim28 = (len27 += len27, (len27 += 26ULL, 2));
    len27 = ((int)24) + lim28;
    return 1755;
}

int main() {
    int len29 = 1163;
    auto op31 = [](auto t30) {
        rank7<float, 3><<<16, sizeof(float) * 128, sizeof(int) * 32, nullptr>>>((const float*)nullptr, nullptr);
        return t30 * 2;
    };
    op31(len29);
    len29 = check_drift26(len29 & BUSY17) / ((len29 ^ 2583) * ((32 >= len29) ? len29 : ADD16));
    switch ((long)len29) {
    case 3: {
        Mode14 off32 = BUSY17;
        int mid33(tally10(tally10(off32, TUNE_6), off32) | ((5ul)));
        [[fallthrough]];
    }
    case 2:
        break;
    case 4:
    case 12:
        break;
    default:
        break;
    }
    return 0;
}
