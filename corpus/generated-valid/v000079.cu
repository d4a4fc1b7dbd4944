// cudagen 0.1 seed 79 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,const_local,struct,struct_methods,aligned_struct,while,nested_block,bitwise,logical,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define RADIUS_1 64
#define NUM_ITERS_2 8
#define TILE_DIM_3 256
#define MOD8_4(x) ((x) % 8)
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#undef NUM_ITERS_2
#define NUM_ITERS_2 48

__global__ void __launch_bounds__(32, 3) lerp8(unsigned a9, int lane10, int n11, float *__restrict__ data12) {
    int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    {
        data12[gid13] = n11 + (TILE_DIM_3 ^ lane10) + (a9 += 4, (n11 % a9));
        n11 = ~(gid13 + 48 + (blockDim.z * a9));
    }
}

struct __align__(8) Pixel14 {
    long long x15;
    int sum16;
};

struct Acc17 {
    unsigned id18;
    int id19;
    unsigned int val20;
    __host__ __device__ void total21(unsigned long diff22) {
        int y23 = MOD8_4(id19 * 4 * 459);
    }
    __host__ __device__ int get24() const {
        constexpr unsigned long t25 = NUM_ITERS_2 + 1;
        return MIN2_5(id18, int(id18));
    }
};

float run_merge26(int count27, Acc17 cfg28, float *acc29) {
    ++acc29[count27 & 7];
    dim3 r30((8), 512);
    constexpr float y31 = 13.0f;
    cfg28 = cfg28;
    return count27;
}

long score32(int len33, int count34, const int *coef35) {
    int iter36 = 0;
    while ((iter36 < 2) && (coef35 != nullptr)) {
        {
            count34 = 11;
            ++len33;
        }
        ++iter36;
    }
    return run_merge26(run_merge26(~(*coef35), Acc17{9U, 42ul, 0b1100l}, nullptr), Acc17{}, (float*)nullptr);
}

int main() {
    int count37 = 2'466;
    count37 = unsigned(MOD8_4(count37) - count37);
    lerp8<<<512, NUM_ITERS_2 + 80, sizeof(float) * 32, nullptr>>>((count37 += count37, count37) + count37, score32(MOD8_4(count37), run_merge26(51u, Acc17{010321l, static_cast<int>(-44), 0b10000}, (float*)nullptr), nullptr), NUM_ITERS_2, nullptr);
    const double x38 = -21.125;
    lerp8<<<(512), 128, 0>>>(score32(6 + count37, 0b1 + count37, nullptr), 10u, -x38, static_cast<float*>(nullptr));
    cudaStream_t e39 = 0;
    lerp8<<<dim3((count37 + 127) / 128), 32, 0, e39>>>(MOD8_4(count37 + count37), count37, 9 * (count37 * 5), static_cast<float*>(nullptr));
    return 0;
}
