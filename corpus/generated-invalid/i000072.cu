// cudagen 0.1 seed 72 invalid:subscript_non_array
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,device_template_function,main,constant_var,shared_var,constexpr_var,auto_var,const_local,if,nested_block,compound_assign,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,lambda,lambda_capture_ref,lambda_launch,macro_object,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define CHUNK_1 3
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 1
#else
#define TUNE_5 42
#endif
__global__ void __maxnreg__(128) scatter6_kernel(const unsigned int *in7) {
    int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto q9 = 1;
    q9 = 1875;
    long sum10 = CHUNK_1 / idx8;
    sum10 = q9;
    char lim11 = 63 + sum10;
    (lim11++, (lim11 += TUNE_5));
    float hi12((float(TUNE_5)));
}
__constant__ int c_count13 = 25u;
// Computes one element per thread.
template <class T, int N = 3>
static __device__ short step14(T *__restrict__ dst15, T *__restrict__ dst16) {
    auto y17 = (TWICE_PLUS_2(gridDim.z, N) / N);
    y17 = 074;
    dst15[3] += warpSize;
    --y17;
    T lim18 = TWICE_PLUS_2(dst15[c_count13], *dst15);
    T res19 = 33 * (dst15[c_count13] - (0.875 * dst15[0]));
    return TWICE_PLUS_2(+gridDim.z, threadIdx.x);
}
/* NOTE: keep in sync with the host reference. */
__global__ void warp20_kernel(unsigned char *__restrict__ data21) {
    {
        float s22 = int(c_count13) * c_count13 * ((float)(30U - blockDim.y));
        if (((*data21) * warpSize) == TUNE_5) {
            return;
        }
    }
    const int *y23 = nullptr;
    data21[c_count13] = 35;
    long long u24 = 37;
}
inline __host__ __device__ int blend25(int count26, int lane27) {
    lane27 = count26;
    lane27 -= (lane27 / (lane27 * 18)) + ((lane27 / 26L) - (count26 * 40ULL));
    count26 = -16;
    return lane27;
}
// Layout: row-major, no padding.
__global__ void merge28_kernel(float q29, const int *__restrict__ in30) {
    int gid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    bool f32{false};
    const unsigned int w33 = step14((double*)nullptr, (double*)nullptr);
    q29 /= 5.375f;
    float base34 = CHUNK_1 + f32;
    bool hi35 = gridDim.z;
    auto q36 = +TWICE_PLUS_2(f32, CHUNK_1);
}
// NOTE: keep in sync with the host reference.
template <class T, int N = 4>
__global__ void reduce37(T *data38) {
    unsigned i39 = threadIdx.x;
    __shared__ unsigned long long sh_40;
    sh_40 = data38[sh_40];
}
int main() {
    int count41 = 3144;
    count41 = count41[1];
    const int *diff42 = &count41;
    float lo43 = diff42[6];
    auto op45 = [&](float s44) {
        count41 = count41;
        merge28_kernel<<<dim3((count41 + 31) / 32, 16), dim3(1, sizeof(int) * 2, (count41 + 127) / 128)>>>(sizeof(double), &count41);
    };
    op45(diff42[0]);
    blend25(7ULL, count41 + count41);
    count41 *= count41 / 39;
    lo43 = (unsigned)lo43;
    scatter6_kernel<<<(count41 + 127) / 128, 128 * 4, sizeof(float) * 256, 0>>>(nullptr);
    warp20_kernel<<<(count41 + 127) / 128, (CHUNK_1 + 1) * 16>>>(nullptr);
    reduce37<float, 1><<<(count41 + 127) / 128, (CHUNK_1 + 13) * (TUNE_5 + 3), 4096, (cudaStream_t)0>>>(&lo43);
    return 0;
}
