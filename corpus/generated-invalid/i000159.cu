// cudagen 0.1 seed 159 invalid:kernel_member
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,static_host_function,default_args,main,shared_var,shared_2d,static_shared,local_array,struct,if,while,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_ref,lambda_launch,macro_function,macro_paste,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define CAT_2(a, b) a##b

__device__ __forceinline__ float pivot3(short beta4, int n5, int *dst6)
{
    int w7 = 0;
    while ((w7 < n5) && (!(n5 != 50))) {
        int diff8((unsigned short)64);
        ++w7;
    }
    static __shared__ unsigned int sh_9[4][17];
    return CAT_2(n, 5);
}

__global__ void drift10_kernel(int *dst11, const char *__restrict__ in12, const int *in13, long *__restrict__ buf14)
{
    int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int prod16 = (unsigned char)(29UL + (in12[threadIdx.x] - 33));
    prod16 = 4lu;
    --dst11[tid15];
    static __shared__ float sh_17[(8)];
    buf14[tid15 & 7] %= 4 % (*in12);
}

__global__ void merge18_kernel(const float *src19, const unsigned int *input20, int n21)
{
    unsigned gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid22 >= n21) {
        return;
    }
    if (CAT_2(n, 21) == src19[6]) {
        return;
    }
    n21 %= -20;
    char s23[0b110] = {static_cast<char>(gid22 + 5), 27, 127, -127};
    int val24 = 45UL;
    if (((gridDim.x * n21) & 1)) {
        return;
    }
}
// Layout: row-major, no padding.

struct Tile25 {
    int count26;
    int lo27;
};

static float run_probe28(int lane29, int stride30 = 1068L)
{
    int cnt31[6] = {9l};
    auto op34 = [&](int tmp32) -> unsigned int {
        drift10_kernel<<<sizeof(unsigned int) * 2, 128>>>(cnt31, nullptr, cnt31, static_cast<long*>(nullptr));
        stride30 *= CAT_2(lane, 29);
        int lim33 = (double)((tmp32 + cnt31[tmp32]) % sizeof(Tile25));
        return CAT_2(stride, 30) - stride30;
    };
    op34(stride30);
    Tile25 diff35 = Tile25{};
    cudaStream_t cnt36 = 0;
    if (31ULL > (diff35.count26 | sizeof(unsigned int))) {
        return stride30;
    }
    return 41u / CAT_2(lane, 29);
}
struct Launcher39 {
    static __global__ void run(int *p) { p[threadIdx.x] = 0; }
};

int main()
{
    int size37 = 2052;
    unsigned r38 = size37;
    size37 *= CAT_2(r, 38);
    merge18_kernel<<<64, 512, 2048 * 2>>>((const float*)nullptr, nullptr, r38);
    return 0;
}
