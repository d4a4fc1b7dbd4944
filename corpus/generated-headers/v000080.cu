// cudagen 0.2 seed 80 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,main,device_var,constexpr_var,for,ternary,compound_assign,shift,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_char,lit_nullptr,macro_object,nested_class,multiple_inheritance
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <utility>
#include <cooperative_groups.h>

#define TILE_DIM_1 128
__device__ float d_scale2;
struct Trait4 {
    int m0;
    int get0() const { return m0 * 3; }
};
struct Part5 {
    int m1;
    int get1() const { return m1 * 1; }
};
struct Base6 {
    int m2;
    int get2() const { return m2 * 5; }
};
struct Combo3 : Trait4, Part5, Base6 {
    int own;
    int sum() const { return get0() + get1() + get2() + own; }
};
int mix7(int x) {
    Combo3 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.m2 = x + 2;
    d.own = x;
    const Trait4 &b = d;
    return d.sum() + b.get0();
}
struct Grid8 {
    using value_type = unsigned;
    enum Kind { Small, Large };
    struct Slot {
        value_type v;
        __host__ __device__ value_type scaled() const { return v * static_cast<value_type>(7); }
    };
    Slot first, second;
    __host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ unsigned walk9(int x) {
    using value_type = Grid8::value_type;
    Grid8::Slot e{static_cast<value_type>(x)};
    Grid8 t{e, e};
    return t.total();
}

__global__ void __maxnreg__(32) tile10_kernel(double* out11, int* __restrict__ data12) {
    (*data12) += (*data12) >> ((*data12) + 4759 + (45LL));
    data12[0] = out11[5];
    bool val13 = ((*data12) + (56 / out11[5])) == (out11[5] - data12[4]);
    (void)val13;
    --out11[0];
}

int main() {
    int n14 = 3703;
    for (int i15 = n14; i15 > 0; --i15) {
        tile10_kernel<<<2 * 2, (128), 0>>>(nullptr, nullptr);
        float s16 = ((i15 * (i15 - 37U)) >= ('#' + n14)) ? (TILE_DIM_1 + (n14 * n14)) : 3233U;
        (void)s16;
    }
    return 0;
}
