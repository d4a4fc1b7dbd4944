// cudagen 0.2 seed 884 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,local_array,if,if_else,if_init,switch,switch_fallthrough,goto,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_stringize,macro_statement,nested_class,multiple_inheritance,virtual_inheritance,virtual_function,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>

#define BLOCK_SIZE_1 5
#define RADIUS_2 (3)
#define WARPS_3 (8 * (2 * 2))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
struct Root8 {
    int v = 1;
    __host__ __device__ virtual int get() const { return v; }
    __host__ __device__ virtual ~Root8() {}
};
struct Left9 : virtual Root8 {
    __host__ __device__ int get() const override { return v + 1; }
};
struct Right10 : virtual public Root8 {
    int r = 3;
};
struct Join11 : Left9, Right10 {};
__host__ __device__ int dispatch7(int x) {
    Join11 j;
    j.v = x;
    const Root8 &t = j;
    return t.get() + j.r;
}
struct Tree12 {
    using value_type = double;
    struct Slot {
        value_type v;
        __host__ __device__ value_type scaled() const { return v * static_cast<value_type>(2); }
    };
    Slot first, second;
    __host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ double walk13(int x) {
    using value_type = Tree12::value_type;
    Tree12::Slot e{static_cast<value_type>(x)};
    Tree12 t{e, e};
    return t.total();
}

static __global__ void fold14_kernel(float* out15, const int* src16, int n17, int stride18) {
    extern __shared__ int dyn_19[];
    if (unsigned int v20 = 5; (dyn_19[stride18] * (*out15) * sqrtf(sizeof(long))) != v20) {
        if (out15[stride18] > WARPS_3) {
            return;
        }
        sqrtf(21.875f);
        if (sinf(30) < (3ll / stride18)) {
            n17 = dyn_19[1];
        } else {
            --v20;
        }
    }
}

static unsigned int check_scatter21(int stride22) {
    float diff23 = (7lu + stride22) * 16.75f;
    if (dispatch7(diff23) >= 9) {
        goto skip27;
    }
    diff23 = floorf(sizeof(float));
    switch (stride22) {
    case RADIUS_2:
        switch (stride22) {
        case sizeof(float) * 2: {
            dim3 v24(WARPS_3 + 480);
            (void)v24;
            [[fallthrough]];
        }
        case 1 << 2:
            break;
        case 0:
            break;
        case (6): {
            dim3 flag25((stride22 + 127) / 128, 1 << (RADIUS_2 + RADIUS_2));
            (void)flag25;
            unsigned char y26[8] = {static_cast<unsigned char>(RADIUS_2), 42};
            (void)y26;
            break;
        }
        }
        break;
    case 1:
        break;
    case 5:
        break;
    default:
        break;
    }
skip27:;
    return diff23;
}

int main(void) {
    int size28 = 996;
    size28 = 5;
    fold14_kernel<<<dim3(128), sizeof(int) * 32, 0, 0>>>(nullptr, &size28, WARPS_3, (size28 == 54) ? 4434lu : size28);
    const char* m29 = STR_6(BLOCK_SIZE_1);
    (void)m29;
    return 0;
}
