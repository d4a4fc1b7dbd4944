// cudagen 0.1 seed 1843 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,host_function,main,constant_var,shared_var,extern_shared,host_global,local_array,if,for,do_while,switch,goto,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
__constant__ int c_accum2 = 0b101101UL;

__global__ void probe3_kernel(float *__restrict__ buf4, int stride5) {
    int tid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid6 >= stride5) {
        return;
    }
    for (int i7 = (blockIdx.x * blockDim.x) + threadIdx.x; i7 < c_accum2; i7 += blockDim.x * gridDim.x) {
        (*buf4) = c_accum2;
    }
    bool r8 = buf4 == nullptr;
    stride5 = 36 * stride5;
    __shared__ signed char sh_9[16];
}

inline __host__ double run_relax10(const int *in11, int len12) {
    len12++;
    probe3_kernel<<<(len12 + 31) / 32, 256, 4096>>>((float*)nullptr, in11[len12]);
    int tmp13[(6)] = {28};
    return -15.5F;
}

void host_combine14(int lane15) {
    ++lane15;
    lane15 = lane15;
    lane15 = -3903;
    probe3_kernel<<<(lane15 + 63) / 64, 512>>>(nullptr, lane15);
}

__global__ void drift16_kernel(float *out17) {
    int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double r19 = out17[4];
    --r19;
    (*out17)--;
    if (!(14ll <= (*out17))) {
        return;
    }
    for (int i20 = (blockIdx.x * blockDim.x) + threadIdx.x; i20 < tid18; i20 += blockDim.x * gridDim.x) {
        const double *q21 = &r19;
        --out17[0b1];
    }
}
float g_march22[] = {2, -20.0f, 17.625f, 12.375f};

__global__ void __maxnreg__(64) rank23_kernel(double *__restrict__ acc24, double *__restrict__ out25, const int *coef26, unsigned char *acc27) {
    extern __shared__ float dyn_28[];
    if ((*out25) <= (dyn_28[threadIdx.x] - 47ull)) {
        return;
    }
    if (acc24[6] != c_accum2) {
        return;
    }
    unsigned char q29 = (c_accum2);
    __shared__ float sh_30;
    for (int n31 = c_accum2; n31 > 0; --n31) {
        bool t32{false};
        out25[7] = gridDim.y / (HALF_1(threadIdx.z) * (t32 % c_accum2));
    }
}

__device__ int fold33(double beta34, int lane35) {
    if (threadIdx.x < (c_accum2 - beta34)) {
        goto out38;
    }
    switch (threadIdx.z + 54U) {
    case 7:
        break;
    }
    lane35 = beta34;
    for (int j36 = 0; j36 < lane35; ++j36) {
        int pass37 = 0;
        do {
            beta34 = 7 * threadIdx.x;
            lane35 = -0;
            ++pass37;
        } while (pass37 < pass37);
    }
out38:;
    return 1533;
}

int main() {
    int size39 = 04255;
    float lo40 = run_relax10(&size39, g_march22[size39]) - 0b1;
    long long mid41 = 62L;
    rank23_kernel<<<8, (512)>>>((double*)nullptr, nullptr, nullptr, (unsigned char*)nullptr);
    ++size39;
    ++lo40;
    drift16_kernel<<<2 * 2, 64>>>(&lo40);
    return 0;
}
