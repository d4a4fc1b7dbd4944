// cudagen 0.1 seed 1354 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,constexpr_var,local_array,const_local,if,switch,goto,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define NUM_ITERS_2 3
#define NUM_ITERS_3 16
#define LOW_BITS_4(x) ((x) & 0xF)
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#define CAT_6(a, b) a##b

static __global__ void __launch_bounds__(1 << 8, 4) kick7_kernel(const unsigned short* __restrict__ input8) {
    if (static_cast<int>(*input8) != input8[5]) {
        return;
    }
}

__global__ void split9_kernel(int* acc10, const double* __restrict__ in11, int len12) {
    if (len12 != in11[7]) {
        goto done15;
    }
    switch (acc10[len12] + 55) {
    case (NUM_ITERS_2 + (NUM_ITERS_2 + NUM_ITERS_2)): {
        if (long(in11[0]) != static_cast<int>(NUM_ITERS_3)) {
            const unsigned int lim13 = ((unsigned int)(NUM_ITERS_2 * in11[2])) + ((acc10[3]) - (1143));
        }
        int lim14[4]{41, 1, 2, 0x31};
        break;
    }
    case 7:
        break;
    case 0x0:
        break;
    default:
        break;
    }
done15:;
}

int main() {
    int count16 = 2013;
    const char* sum17 = "x=%d";
    count16 = (sum17[0x1] / (NUM_ITERS_3 + sum17[0]));
    count16 = sum17[0];
    kick7_kernel<<<(BLOCK_SIZE_1 + (NUM_ITERS_2 + 61)), sizeof(float) * (NUM_ITERS_2 + (NUM_ITERS_2 + 2)), 0>>>((const unsigned short*)nullptr);
    split9_kernel<<<dim3((NUM_ITERS_3 + 48), (count16 + 0xFF) / 256, (count16 + 63) / 64), sizeof(int) * 128, sizeof(int) * 0x40, 0>>>(nullptr, (const double*)nullptr, sum17[1]);
    count16 = count16;
    return 0;
}
