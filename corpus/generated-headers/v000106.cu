// cudagen 0.2 seed 106 valid headers
// features: kernel,launch,builtin_vars,device_function,device_noinline,main,shared_var,if,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,cast_static,local_class,virtual_function,nttp_auto,hdr_cmath,hdr_cooperative_groups
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <cooperative_groups.h>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void warp3(int lane4) {
    int tid5 = threadIdx.x;
    if (tid5 >= lane4)
        return;
    struct Local6 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local6 base7{6};
    int res8 = base7.add(lane4);
    if ((lane4 + res8) >= 32)
        return;
}
template <auto V>
__device__ int addConst9(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__device__ int consts10(int x) { return addConst9<3>(x) + addConst9<'a'>(x) + addConst9<7u>(x) + addConst9<2L>(x); }

__device__ __noinline__ void blend11(int n12, size_t* out13) {
    (*out13) &= n12;
    cooperative_groups::thread_block group14 = cooperative_groups::this_thread_block();
    int rank15 = static_cast<int>(group14.thread_rank()) + static_cast<int>(group14.size());
    (void)rank15;
    __shared__ int sh_16[0x8];
    (void)sh_16;
}
struct Shape18 {
    virtual double area() const = 0;
    virtual int sides() const { return 0; }
    virtual ~Shape18() {}
};
struct Square19 : Shape18 {
    double s;
    explicit Square19(double v) : s(v) {}
    double area() const override { return s * s; }
};
struct Tri20 : Shape18 {
    double s;
    explicit Tri20(double v) : s(v) {}
    double area() const override { return s * s; }
};
struct Disc21 final : Shape18 {
    double s;
    explicit Disc21(double v) : s(v) {}
    double area() const override { return s * s; }
    int sides() const override { return 5; }
};
double dispatch17(double x) {
    Square19 k0(x);
    Tri20 k1(x);
    Disc21 k2(x);
    const Shape18 *p = &k0;
    const Shape18 &r1 = k1;
    const Shape18 &r2 = k2;
    return p->area() + static_cast<double>(p->sides()) + r1.area() + r2.area();
}

int main() {
    int size22 = 3756;
    size22 += static_cast<int>(size22) + 27L;
    int v23 = ' ' * size22;
    (void)v23;
    warp3<<<8 * 8, 8 * 8>>>(fabsf(4.375f));
    return 0;
}
