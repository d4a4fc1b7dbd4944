// cudagen 0.1 seed 1747 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,builtin_vars,device_function,static_device_function,main,shared_var,shared_2d,constexpr_var,auto_var,const_local,struct,namespace,if,if_else,if_init,for,pragma_unroll,while,switch,goto,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define BLOCK_SIZE_2 3
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))

namespace ops5 {
__global__ void spread6_kernel(int count7) {
    int tid8 = threadIdx.x;
    if (56u > (tid8 * count7)) {
        goto out10;
    }
    if (tid8 >= count7)
        return;
    switch (tid8 ^ threadIdx.z) {
    case 1 << 2: {
        if (tid8 <= BLOCK_SIZE_2)
            return;
        __shared__ short sh_9[11][11];
        break;
    }
    case BLOCK_SIZE_2 + 9:
        break;
    default:
        break;
    }
out10:;
}
} // namespace ops5

static __device__ unsigned int stencil11(float a12, int stride13, float a14) {
    auto u15 = a14;
    u15 = a12;
    return (27l);
}

struct Stats16 {
    float z17;
    long long val18;
    short val19;
};

template <class T, typename U>
__global__ void reduce20(const T* coef21) {
    int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (float y23 = ((54 * threadIdx.x) % (i22 % blockDim.y)) + ((i22 - gridDim.x) % (i22)); (*coef21) <= ((*coef21) - coef21[i22 & 7])) {
        int pass24 = 0;
        while ((pass24 < i22) && (MAX2_4(threadIdx.z, 43ul) < 60)) {
            constexpr bool k25 = 1;
            constexpr unsigned int e26 = 5 * 5;
            ++pass24;
        }
    } else {
    }
}

__device__ unsigned sift27(int n28, unsigned short p29) {
    #pragma unroll
    for (int j30 = 0; j30 < 5; j30++) {
        double hi31 = p29;
    }
    __shared__ unsigned int sh_32;
    int idx33 = n28;
    return n28;
}

__global__ void bump34_kernel(const long* in35, int n36, const unsigned int* in37, int lane38) {
    int idx39 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx39 >= n36)
        return;
    if (MAX2_4(in35[n36], threadIdx.x) != 24)
        return;
    auto r40 = ADD3_3((lane38 += 4255, (BLOCK_SIZE_2 + idx39)), (float)(+idx39), 7);
    if (r40 >= lane38)
        return;
    unsigned int diff41 = 62;
}

int main() {
    int n42 = 87;
    bump34_kernel<<<sizeof(float) * 2, 32>>>(nullptr, (n42 | 31ull) >> (n42 & n42), (const unsigned*)nullptr, (3975 % n42) + ((int)27));
    const long acc43 = n42;
    ops5::spread6_kernel<<<(256), sizeof(float) * (BLOCK_SIZE_1 + (BLOCK_SIZE_2 + 9))>>>(24ul);
    reduce20<int, double><<<1, BLOCK_SIZE_1 + 28, 0>>>((const int*)nullptr);
    return 0;
}
