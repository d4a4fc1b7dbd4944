// cudagen 0.1 seed 767 invalid:shared_in_range_for
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,default_args,main,constant_array,shared_var,extern_shared,constexpr_var,auto_var,namespace,if,while,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,alignof,macro_function,pp_ifdef
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 62
#endif
__constant__ int c_kick7[4] = {59ULL, 7, 045, 4541};

__device__ long spread8(int* data9) {
    (*data9) += TUNE_6;
    data9[2] = (threadIdx.z % (data9[0x0])) + (data9[7] * threadIdx.x * 0x5b5);
    ++data9[gridDim.x];
    unsigned long r10{0x39};
    return 64 - (*data9);
}

__device__ float lerp11(int n12, char* data13, int stride14 = 47) {
    data13[1]--;
    int* tmp15 = nullptr;
    bool q16{true};
    --n12;
    auto flag17 = spread8(tmp15) & (23 - c_kick7[3]);
    n12 |= spread8((int*)nullptr);
    if (!q16) {
        return spread8(nullptr);
    }
    return *tmp15;
}

__global__ void accum18(int* __restrict__ data19, int stride20) {
    extern __shared__ unsigned int dyn_21[];
    int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned short z23 = TUNE_6 % (*data19);
    --data19[blockIdx.y & 7];
    size_t mid24 = ((!((*data19) != 36)) && (blockIdx.x != (blockIdx.x + threadIdx.x))) ? ((dyn_21[2] | alignof(double)) + i22) : 2582;
}
static_assert(sizeof(int) == 4, "tile must fit");
__constant__ int c_trace25[4] = {58U, -0x20, -25, -55};

namespace gpu26 {
char check_accum27(long* data28, float alpha29) {
    if (alpha29 == TUNE_6) {
        return 8UL;
    }
    alpha29 = (-18);
    --data28[5];
    unsigned sum30 = TWICE_PLUS_2(data28[5] % 952, 2);
    alpha29 = -64;
    accum18<<<dim3((sum30 + 127) / 128, 4 * 8), dim3((sum30 + 255) / 256, 16, (sum30 + 63) / 64), sizeof(int) * 128>>>(reinterpret_cast<int*>(data28), (*data28) ^ sizeof(float));
    return sum30 / ((data28[1] != sum30) ? ((*data28) - data28[sum30 & 7]) : ((sum30 < data28[sum30]) ? alpha29 : alpha29));
}

__global__ void grow31(int lane32) {
    int gid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double* m34 = nullptr;
    unsigned short t35 = ((float)spread8(reinterpret_cast<int*>(m34))) * ((2ul * gid33) + blockDim.x);
    lane32++;
    t35 ^= ((051u * threadIdx.z));
    if ((blockIdx.x / 0x1E) <= lane32) {
        return;
    }
    double prod36(7.625f);
    prod36 /= lane32;
}
} // namespace gpu26

int host_drift37(int count38 = -58) {
    int w39 = 0;
    while (w39 < count38) {
        int q40 = w39 + (-(+w39));
        count38 = gpu26::check_accum27(nullptr, gpu26::check_accum27((long*)nullptr, w39)) + TUNE_6;
        gpu26::check_accum27(nullptr, (q40 | count38) - q40);
        ++w39;
    }
    if (gpu26::check_accum27(nullptr, w39) < 23) {
        return gpu26::check_accum27((long*)nullptr, -12.875f);
    }
    return (gpu26::check_accum27((long*)nullptr, 6.375F) - ((size_t)w39)) / 5;
}
__global__ void range_kernel42(int *p)
{
    int vals43[3] = {1, 2, 3};
    for (__shared__ int x : vals43) {
        p[0] += x;
    }
}

int main() {
    int len41 = 0123;
    accum18<<<TUNE_6 + 2, (TUNE_6 + (TUNE_6 + 4)), 0x100, (cudaStream_t)0>>>(nullptr, 997);
    gpu26::grow31<<<(len41 + 255) / 0x100, dim3(128 * 2, sizeof(unsigned int) * (TUNE_6 + 0x2), 32), 0, 0>>>(TUNE_6);
    (--len41, (len41 &= sizeof(float)));
    return 0;
}
