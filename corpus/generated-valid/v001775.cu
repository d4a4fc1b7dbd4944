// cudagen 0.1 seed 1775 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_device_function,host_function,main,local_array,struct,struct_methods,aligned_struct,enum_class,namespace,nested_namespace,if,for,pragma_unroll,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))

__global__ void mix2(int n3, const int *input4, int n5)
{
    int idx6 = threadIdx.x;
    if (idx6 >= n5) {
        return;
    }
    --n5;
    --n5;
    int flag7 = (n3 += idx6, 35ul) | 46l;
    #pragma unroll
    for (int j8 = 0; j8 < (7); ++j8) {
        flag7 = int((0l + n5) - threadIdx.x);
    }
    n3++;
    double flag9[6]{64, 7.0, 2ul, 401, -4L, 14};
}

static __global__ void __launch_bounds__(128) march10(double *buf11, float beta12)
{
    int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++buf11[idx13];
    for (int it14 = (blockIdx.x * blockDim.x) + threadIdx.x; it14 < idx13; it14 += blockDim.x * gridDim.x) {
        --(*buf11);
    }
    buf11[idx13 & 7] = unsigned(idx13);
}

struct __align__(16) Stats15 {
    int flag16;
    int flag17, lo18;
    __host__ __device__ int total19() const
    {
        return MAX2_1(lo18, 27);
    }
};
enum class Mode20 : short { Busy21, Fast22 };

namespace kern23::inner24 {
__global__ void __maxnreg__(64) rank25(int stride26, const unsigned char *src27, const int *src28, const float *in29)
{
    int i30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i30 >= stride26) {
        return;
    }
    if ((*src27) > threadIdx.x) {
        return;
    }
    if ((blockIdx.x < threadIdx.x) || (threadIdx.x <= (*src28))) {
        return;
    }
    --stride26;
    --stride26;
    if ((stride26 & 1) && ((*in29) < threadIdx.y)) {
        return;
    }
}

__host__ __device__ long long scatter31(int lane32)
{
    --lane32;
    if ((lane32 & 1)) {
        return (lane32 / lane32) + 455;
    }
    Stats15 lo33 = Stats15{lane32, 29, 30lu};
    return (MAX2_1(lane32, lane32)) - (lane32 - 5l);
}

unsigned long long host_bias34(Stats15 b35, float *dst36, int count37)
{
    march10<<<dim3((count37 + 127) / 128, (count37 + 255) / 256), (256)>>>(reinterpret_cast<double*>(dst36), long(kern23::inner24::scatter31(55l)));
    for (int j38 = 0; j38 < count37; j38++) {
        kern23::inner24::rank25<<<64, (64)>>>(j38 << b35.lo18, reinterpret_cast<const unsigned char*>(dst36), &j38, dst36);
        for (int j39 = j38; j39 > 0; --j39) {
            int base40 = (j39 / count37) + kern23::inner24::scatter31(j39 + (*dst36));
            mix2<<<dim3(32), dim3((512)), 4096, (cudaStream_t)0>>>(j39 + j39, (const int*)nullptr, 2l);
            march10<<<dim3(0b1 << 5, (count37 + 255) / 256, (count37 + 63) / 64), 512>>>(reinterpret_cast<double*>(dst36), kern23::inner24::scatter31(kern23::inner24::scatter31(3410U)));
        }
    }
    return ~kern23::inner24::scatter31(count37);
}
} // namespace kern23::inner24

int main()
{
    int n41 = 2676;
    int diff42 = MAX2_1(n41, kern23::inner24::scatter31(MAX2_1(n41, n41)));
    diff42 = 12ULL - ((n41 + diff42) * n41);
    kern23::inner24::scatter31(kern23::inner24::host_bias34(Stats15{}, nullptr, diff42) >> diff42);
    return 0;
}
