// cudagen 0.2 seed 618 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,main,while,switch,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_statement,anonymous_class,virtual_function,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cooperative_groups.h>

#define CHUNK_1 256
#define TILE_DIM_2 64
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Shape9 {
    __host__ __device__ virtual float area() const = 0;
    __host__ __device__ virtual int sides() const { return 0; }
    __host__ __device__ virtual ~Shape9() {}
};
struct Square10 : Shape9 {
    float s;
    __host__ __device__ explicit Square10(float v) : s(v) {}
    __host__ __device__ float area() const override { return s * s; }
    __host__ __device__ int sides() const override { return 3; }
};
__host__ __device__ float dispatch8(float x) {
    Square10 k0(x);
    const Shape9 *p = &k0;
    return p->area() + static_cast<float>(p->sides());
}
struct Range11 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon12;
__device__ int extent13(int x) {
    Range11 r{};
    r.span.lo = x;
    r.span.hi = x + 4;
    Anon12 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}
__global__ void march14_kernel(const double *src15, unsigned long long *data16)
{
    data16[2] = (58);
    switch (data16[2]) {
    case 2:
        data16[6] = static_cast<char>(5 - src15[4]) * fmaxf(51l * (*src15), src15[2]);
        data16[3] = sizeof(int);
        break;
    case 7:
        data16[7] = 17UL;
        data16[3] = fmaxf(fminf(*data16, data16[3]), data16[1] + data16[5]);
        break;
    }
    cosf(extent13(33l + data16[3]));
}
float host_accum17(float *out18)
{
    out18[5] = static_cast<float>(static_cast<int>(*out18));
    int w19 = (+(*out18)) + ((out18[6] + out18[1]) / out18[6]);
    switch (w19) {
    case sizeof(unsigned int):
        break;
    case 11: {
        int iter20 = 0;
        while (iter20 < 6) {
            march14_kernel<<<(w19 + 255) / 256, sizeof(float) * (TILE_DIM_2 + TILE_DIM_2), TILE_DIM_2 + (TILE_DIM_2 + 128)>>>((const double*)nullptr, reinterpret_cast<unsigned long long*>(out18));
            double r21{49};
            (void)r21;
            ++iter20;
        }
        break;
    }
    default:
        break;
    }
    return 11.f;
}
int main()
{
    int len22 = 984;
    march14_kernel<<<dim3((8), (len22 + 255) / 256, (128)), 8 * 16, 0>>>(static_cast<const double*>(nullptr), nullptr);
    march14_kernel<<<dim3((1), (len22 + 127) / 128, 4), 32 * 2>>>(nullptr, (unsigned long long*)nullptr);
    return 0;
}
