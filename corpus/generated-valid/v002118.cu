// cudagen 0.1 seed 2118 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,device_template_function,host_function,main,device_array,constexpr_var,local_array,if,while,switch,switch_fallthrough,goto,ternary,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object
#include "prelude.cuh"

#define CHUNK_1 8
__device__ bool d_warp2[16] = {false};

__global__ void update3_kernel(long *acc4, float *data5, unsigned int alpha6) {
    if (blockIdx.x != blockDim.x)
        return;
    unsigned char val7{static_cast<unsigned char>(0x4)};
    alpha6 = val7;
}

template <class T>
__host__ __device__ T spread8(const T *coef9) {
    switch ((coef9[6] >= 27) ? 26 : 827) {
    case 5:
        break;
    case 6:
    case (10):
        break;
    }
    T tmp10 = ((((*coef9) >= 60) ? coef9[0] : 8.375) / 17.75) + (coef9[2] - (*coef9));
    return CHUNK_1 / tmp10;
}

float run_warp11(float *dst12) {
    int stride13 = ((CHUNK_1 - dst12[1]) + (dst12[5] + 03773UL)) - ((int)dst12[1]);
    update3_kernel<<<(stride13 + 255) / 256, sizeof(int) * 8, sizeof(float) * 128>>>(reinterpret_cast<long*>(dst12), dst12, (6 * stride13) - 0x1LL);
    float r14 = stride13;
    return stride13;
}
constexpr unsigned int TILE15 = (CHUNK_1 * 2);

__global__ void mix16_kernel(int lane17) {
    int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    d_warp2[6] = (gid18 + lane17) <= ((blockDim.y - 2598u) / 0x15ul);
    int cnt19 = 58l;
    cnt19 = 53 + d_warp2[blockIdx.x];
    d_warp2[gid18] = lane17 > (threadIdx.x);
}

template <typename T, int N = 2>
__global__ void drift20(T *data21, T beta22, float *data23, T *data24) {
    int tid25 = threadIdx.x;
    int pass26 = 0;
    if ((data21[tid25] + 22l) == 0x2c) {
        goto skip29;
    }
    while ((pass26 < tid25) && (threadIdx.x < sizeof(unsigned int))) {
        --data21[6];
        switch (d_warp2[tid25] * d_warp2[gridDim.x]) {
        case CHUNK_1 + 2:
            if (d_warp2[8] == 61)
                break;
            break;
        case 7: {
            int t27[5] = {};
            if (gridDim.z != tid25)
                return;
            [[fallthrough]];
        }
        case 3: {
            T res28 = sizeof(T);
            [[fallthrough]];
        }
        case 5:
            break;
        default:
            break;
        }
        ++pass26;
    }
skip29:;
}

__global__ void pack30(int *acc31, int lane32) {
    unsigned int idx33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx33 >= lane32)
        return;
    lane32 = idx33;
    --lane32;
    float tmp34[6] = {1.0f, static_cast<float>(gridDim.z - 62lu)};
    if (acc31 == nullptr)
        return;
    double mid35 = ((TILE15 * blockIdx.x) % lane32) + (((acc31[2] <= acc31[3]) ? 6.5 : 24.0f) + (20UL + tmp34[lane32]));
}

int main() {
    int len36 = 3748;
    len36 = len36;
    int *r37 = &len36;
    mix16_kernel<<<(len36 + 255) / 0x100, 64, 256, nullptr>>>(*r37);
    drift20<long, (sizeof(unsigned int) * 0x2)><<<(CHUNK_1), 512, sizeof(int) * 128>>>(reinterpret_cast<long*>(r37), 55, reinterpret_cast<float*>(r37), (long*)nullptr);
    pack30<<<(len36 + 255) / 256, (CHUNK_1 + (TILE15 + 0xE8)), 0>>>(nullptr, len36 - sizeof(size_t));
    return 0;
}
