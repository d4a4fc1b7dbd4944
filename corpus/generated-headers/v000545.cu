// cudagen 0.2 seed 545 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,builtin_vars,host_function,constexpr_function,main,device_array,managed_var,if,ternary,compound_assign,shift,comparison,pointer_arith,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,macro_statement,virtual_function,managed_in_class,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <utility>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__device__ float d_split4[4];
struct Shape6 {
    virtual float area() const = 0;
    virtual int sides() const { return 0; }
    virtual ~Shape6() {}
};
struct Square7 final : Shape6 {
    float s;
    explicit Square7(float v) : s(v) {}
    float area() const override { return s * s; }
    int sides() const override { return 3; }
};
struct Tri8 : Shape6 {
    float s;
    explicit Tri8(float v) : s(v) {}
    float area() const override { return s * s; }
    int sides() const override { return 4; }
};
struct Disc9 : Shape6 {
    float s;
    explicit Disc9(float v) : s(v) {}
    float area() const override { return s * s; }
};
float dispatch5(float x) {
    Square7 k0(x);
    Tri8 k1(x);
    Disc9 k2(x);
    const Shape6 *p = &k0;
    const Shape6 &r1 = k1;
    const Shape6 &r2 = k2;
    return p->area() + static_cast<float>(p->sides()) + r1.area() + r2.area();
}

template <typename T>
__global__ void __launch_bounds__(1 << 0b110) scale10_kernel(T beta11) {
    int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (sinf(5.25f) < d_split4[3])
        return;
    ACCUM_1(d_split4[2], (sqrtf((60 - gid12) >> gid12)));
}
struct Stats13 {
    int count;
    float total;
    __host__ __device__ void add(float v) {
        ++count;
        total += v;
    }
};
__managed__ Stats13 managedStats14;
__host__ __device__ int record15(int x) {
    managedStats14.add(static_cast<float>(x));
    return managedStats14.count;
}

constexpr int run_trace16(int lane17, unsigned int q18) {
    double lo19 = 4917UL;
    (void)lo19;
    int k20 = 'a' * (+(q18 ? 43 : 62LL));
    return k20;
}

int main(void) {
    int count21 = 3214;
    if (fabsf(managedStats14.total) >= managedStats14.count) {
        if (count21 < (managedStats14.total * count21))
            return count21;
    }
    if (3ul <= (count21 << managedStats14.count))
        return (managedStats14.total) + '0';
    scale10_kernel<long><<<(64), 64>>>(managedStats14.total);
    int *d_buf22 = nullptr;
    cudaMalloc(&d_buf22, static_cast<size_t>(count21) * sizeof(int));
    cudaMemset(d_buf22, 0, static_cast<size_t>(count21) * sizeof(int));
    managedStats14.count += managedStats14.total;
    return 0;
}
