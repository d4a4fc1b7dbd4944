// cudagen 0.1 seed 2294 valid
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,device_function,host_function,main,constant_var,shared_var,static_shared,extern_shared,constexpr_var,auto_var,const_local,if,if_else,if_init,ternary,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define RADIUS_1 5
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

__global__ void smooth4_kernel(unsigned int *out5, const int *coef6) {
    extern __shared__ int dyn_7[];
    unsigned int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_7[1] = out5[3] - ((threadIdx.y & CAT_3(gid, 8)) ^ dyn_7[gid8]);
    static __shared__ int sh_9[16 * 8];
}
__constant__ bool c_combine10 = 0;

void norm11(const int *__restrict__ in12) {
    smooth4_kernel<<<2, 32>>>(nullptr, nullptr);
    if (in12[0] <= in12[5]) {
        return;
    }
}

__device__ long sift13(int lane14, int stride15, int lane16) {
    float val17 = threadIdx.x;
    double tmp18 = threadIdx.x;
    return tmp18;
}
inline constexpr int TILE19 = RADIUS_1 + (2);
__constant__ int c_gather20 = 32;

__device__ int probe21(const int *in22, float *acc23) {
    sift13(sift13(4043L, 36LL, RADIUS_1), sift13(acc23[c_gather20] * c_gather20, sift13(TILE19, blockDim.z, 2009u), blockIdx.x | 36), in22[1]);
    if (in22 != nullptr) {
        constexpr unsigned long res24 = (TILE19 + (TILE19 + 36));
        static __shared__ size_t sh_25[(256)];
        ++sh_25[blockIdx.x];
    } else if (sift13(TILE19, 14lu, c_combine10) >= sift13(threadIdx.x & TILE19, c_combine10 * 46, TILE19)) {
        auto e26 = c_combine10;
        sift13(in22[2], c_gather20, c_combine10 | gridDim.z);
    } else {
    }
    return static_cast<short>((45 / acc23[warpSize]) + (acc23[0] + threadIdx.z));
}

static __global__ void fold27(unsigned q28, const long long *src29) {
    int i30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((q28 | 60l) < c_gather20) {
        return;
    }
    q28 = TILE19;
    if (float val31 = probe21(&i30, nullptr); (blockIdx.x & (~src29[q28])) <= (src29[2] + i30)) {
        val31 = (sift13(sizeof(int), *src29, i30) - TILE19) * blockIdx.y;
    }
    if (c_combine10 < (c_gather20 - 9)) {
        static __shared__ float sh_32[sizeof(float) * (RADIUS_1 + 3)];
        sh_32[1] = src29[0];
    }
}

int main() {
    int count33 = 2365;
    count33++;
    fold27<<<2, (RADIUS_1 + 27) * (TILE19 + (TILE19 + 2))>>>(((count33 != count33) ? 32 : count33) * count33, nullptr);
    const int prod34 = 57L;
    count33 = (CAT_3(count, 33));
    return 0;
}
