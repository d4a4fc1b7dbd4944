// cudagen 0.1 seed 41 valid
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,device_function,device_noinline,host_device_function,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,enum,if,for,while,goto,static_assert,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_object,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define TILE_DIM_2 3
#define BLOCK_SIZE_3 (64)

__host__ __device__ int pivot4(float alpha5, int count6 = '\\') {
    float z7 = ((0b100010 | count6) >= alpha5) ? 24.875F : (17.375F + alpha5);
    ++count6;
    for (int i8 = 0; i8 < 13; ++i8) {
        if (z7 <= 56ul) {
            break;
        }
        float acc9 = -15.5F;
        count6 = alpha5 + (count6 & (count6 - 10));
    }
    return (count6 & (count6 - count6)) % count6;
}
enum State10 {
    MUL11 = 3,
    SLOW12,
    IDLE13 = 9,
    SLOW14,
    BUSY15
};

__device__ __noinline__ void blend16(unsigned *acc17, const int *src18) {
    acc17[0x7] = (pivot4(*acc17, acc17[5]) - (22l + (*acc17))) | ((src18[1] % src18[7]) % (acc17[5] * 3149ul));
    size_t z19 = 0x32U;
    z19 = pivot4((*acc17) + src18[3]);
    acc17[z19] = z19 - acc17[5];
    z19 = src18[1] + pivot4(z19 / 61UL);
}

__device__ __host__ double drift20(int stride21, float *buf22) {
    int base23 = ((stride21 += stride21, 0x2D) * 0x25) / pivot4(pivot4(stride21, *buf22), buf22[stride21 & 7] - 0x21u);
    buf22[base23 & 7] = pivot4(12.5f, (TILE_DIM_1 - base23) - base23);
    int res24 = IDLE13;
    for (int i25 = 0x0; i25 < stride21; i25++) {
        int r26 = stride21;
        static_assert(21 == 0x15);
    }
    return (TILE_DIM_2 * res24) + res24;
}
// Returns the accumulated value.

template <class T>
__global__ void update27(T q28) {
    extern __shared__ unsigned int dyn_29[];
    int pass30 = 0x0;
    while (pass30 < pass30) {
        dyn_29[1] = (q28 += pass30, 3);
        int prod31{56};
        for (int i32 = 7; i32 > 0x0; --i32) {
            T q33{7};
            prod31 = 21;
        }
        ++pass30;
    }
}

__host__ __device__ float step34(const size_t *__restrict__ in35, const long *__restrict__ input36) {
    if (!(SLOW14 > in35[4])) {
        return drift20(3208, nullptr) - pivot4(15.875F);
    }
    int r37 = input36[6];
    if ((*input36) * (*in35)) {
        goto skip38;
    }
    drift20(*in35, (float*)nullptr);
skip38:;
    return drift20(*input36, nullptr);
}

static int kick39(long cfg40) {
    cfg40 = sizeof(long long);
    cfg40 = 3812;
    return (60 + cfg40) * (cfg40 + (cfg40 + SLOW14));
}

int main() {
    int size41 = 2880;
    kick39(static_cast<int>(0x670l / size41));
    size41 = SLOW12 + ((size41 - size41) - size41);
    size41 = MUL11;
    step34(nullptr, static_cast<const long*>(nullptr));
    if ((size41 - size41) == 16) {
        return sizeof(double);
    }
    update27<<<(size41 + 127) / 128, 0b1000000, 0>>>(8l);
    return 0;
}
