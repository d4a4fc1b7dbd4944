// cudagen 0.1 seed 1307 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,device_function,host_function,constexpr_function,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,if,for,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,pp_ifdef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 4
#else
#define TUNE_4 18
#endif

__device__ int update5(unsigned int alpha6, char a7, int lane8) {
    if (!(alpha6 >= alpha6)) {
        return lane8;
    }
    if (static_cast<unsigned char>(blockIdx.z) < TUNE_4) {
        return lane8 / (17LL + lane8);
    }
    for (int n9 = 0, j10 = lane8; n9 < j10; (++n9, (--j10))) {
        lane8 = threadIdx.y * ((0b10001 - a7) * (TUNE_4 / n9));
        a7 = alpha6 % lane8;
        alpha6 = 051;
    }
    alpha6 = TUNE_4;
    return 50 & ((blockIdx.y + alpha6) - 19);
}

__global__ void __launch_bounds__(1024, 0b1) drift11(int* acc12, const double* src13, const int* in14) {
    extern __shared__ unsigned long dyn_15[];
    int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float h17 = TUNE_4;
    h17 = dyn_15[gid16] - acc12[threadIdx.y];
    --dyn_15[gridDim.y];
    acc12[5] = 010U;
}
__constant__ float c_apply18 = 3.5f;

constexpr int host_clamp19(int lane20) {
    int acc21 = -39;
    return lane20;
}

__global__ void accum22(int* data23, int count24) {
    int idx25 = threadIdx.x;
    if (idx25 >= count24) {
        return;
    }
    data23[blockIdx.x] = 18;
    for (int i26 = 0; i26 < 16; i26++) {
        (*data23) = ((idx25 & 50) * (i26 & i26)) + 42U;
        int f27 = data23[4];
    }
}

constexpr int rank28(int n29, double a30) {
    n29 = (-a30);
    n29 = a30;
    return 0U;
}

int main() {
    int count31 = 1754;
    count31--;
    unsigned int idx32[8] = {26u, static_cast<unsigned>(static_cast<float>(count31)), 2273, 5u, 15, 1943};
    if ((count31 < count31) || (count31 != 61L)) {
        return 19;
    }
    count31 = count31;
    drift11<<<dim3((count31 + 0377) / 256, 1, (count31 + 255) / 256), dim3(8)>>>((int*)nullptr, nullptr, nullptr);
    accum22<<<(count31 + 0377) / 256, dim3(2 * 2, (count31 + 31) / 32)>>>(nullptr, (idx32[count31 & 7] += 014, (35UL)));
    return 0;
}
