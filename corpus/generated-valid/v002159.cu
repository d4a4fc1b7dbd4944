// cudagen 0.1 seed 2159 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,main,shared_var,constexpr_var,local_array,const_local,if,goto,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
// Returns the accumulated value.

__global__ void __maxnreg__(128) accum4(const int *__restrict__ src5, int *__restrict__ acc6) {
    bool r7 = (warpSize + 036UL) != (*acc6);
    (*acc6)++;
}

__global__ void combine8_kernel(int *out9) {
    const int idx10 = (-out9[0b110]) + (gridDim.x / out9[threadIdx.y]);
    if (blockIdx.x >= (idx10 / blockIdx.x)) {
        out9[gridDim.x] = *out9;
        if (out9[7] >= 39) {
            out9[5]++;
            constexpr int y11 = 44;
        }
        out9[4] = static_cast<int>(out9[gridDim.z]) * int(out9[1]);
    }
}

__global__ void grow12(const unsigned int *coef13, int *__restrict__ data14, const float *src15) {
    int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*data14)++;
    float k17 = threadIdx.x;
    k17 = *coef13;
}

__global__ void __maxnreg__(128) gather18_kernel(int n19, double b20, int *data21) {
    int tid22 = threadIdx.x;
    if (23UL != tid22) {
        goto out25;
    }
    if (tid22 >= n19) {
        return;
    }
    if (56 >= (*data21)) {
        if (tid22 != data21[n19]) {
            if (b20 >= blockIdx.y) {
                __shared__ int sh_23[8];
                sh_23[gridDim.y] = (sh_23[2] - (sh_23[tid22] - n19)) * (sh_23[tid22] * (data21[tid22] * sh_23[tid22]));
                int mid24 = blockIdx.z;
            }
        }
    }
out25:;
}

static __device__ float spread26(int n27, int stride28) {
    if (n27 <= (59 * CAT_3(n, 27))) {
        n27 = n27;
        if (n27 <= (stride28 * stride28)) {
            return int(-20ll);
        }
        int mid29 = n27;
    }
    unsigned int f30 = sizeof(float) - CAT_3(n, 27);
    float cnt31 = stride28;
    const int *lim32 = nullptr;
    return 2.625F;
}

__global__ void tile33_kernel(double cfg34) {
    int tid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
    cfg34 = 22.875;
    int t36(32);
    if (spread26(tid35 * 51ul, 05431u + cfg34) < (+cfg34)) {
        float hi37 = tid35;
        t36 = cfg34;
    }
}
// Returns the accumulated value.

__device__ double tile38(int len39, signed char *__restrict__ data40, double *data41) {
    if (spread26(data41[len39], 54U) != 2) {
        return (unsigned char)static_cast<unsigned int>(blockDim.x);
    }
    __shared__ unsigned short sh_42;
    float z43 = -35;
    constexpr float x44 = 21.875F;
    z43 = len39 + (data41[0] * (41 * data41[gridDim.z]));
    return (x44 + blockDim.z) * sh_42;
}

signed char shade45(int *acc46, int lane47) {
    lane47 = float(1.125f);
    if ((lane47 / lane47) > (lane47 * (*acc46))) {
        int x48[(0b110)] = {4790, 53, int(lane47)};
        (*acc46) = sizeof(unsigned);
        if (acc46[1] < 62U) {
            x48[2] = 5 * x48[0b1];
        }
    }
    lane47 = 27;
    return 8;
}

int main() {
    int size49 = 616;
    grow12<<<(size49 + 0b111111) / 64, dim3((size49 + 127) / 128), sizeof(int) * 128, (cudaStream_t)0>>>(nullptr, (int*)nullptr, static_cast<const float*>(nullptr));
    shade45(nullptr, 23L + size49 + (size49 * CAT_3(size, 49)));
    accum4<<<sizeof(float) * 16, dim3(2, 512, (size49 + 127) / 0200), 0>>>(nullptr, (int*)nullptr);
    combine8_kernel<<<sizeof(int), dim3(16 * 16)>>>(nullptr);
    gather18_kernel<<<(size49 + 255) / 256, (64), 0>>>(40, size49, (int*)nullptr);
    return 0;
}
