// cudagen 0.2 seed 958 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,constexpr_var,const_local,enum_class,if,for,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,sizeof,lambda,comments,nested_class,variadic_template,pack_expansion,fold_expression
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <utility>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
// Layout: row-major, no padding.

template <class T, int N = 7>
__global__ void bump4_kernel(T* acc5, int lane6)
{
    extern __shared__ float dyn_7[];
    int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid8 >= lane6) {
        return;
    }
    if (!acc5) {
        return;
    }
    dyn_7[gid8] = (lane6 <= ((long long)acc5[gridDim.y])) ? (((lane6 != N) ? lane6 : lane6) << ((long)dyn_7[gid8])) : (N * lane6 * 0x2Al);
    const float acc9 = acc5[5];
    (void)acc9;
    (*acc5) = N - ((gid8 * 0) >> ((lane6 != threadIdx.z) ? lane6 : 48));
}
enum class Op10 { Busy11 = 1, Add12 };
template <typename... Ts>
double fold13(Ts... xs) {
    return (... * static_cast<double>(xs));
}
template <typename... Ts>
int count14(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
bool all15(Ts... xs) { return (... || (xs == 0)); }
int spread16(int x) {
    return static_cast<int>(fold13(x, 8.5f, 8u)) + count14(x, x, 1.0) + (all15(x, 8) ? 1 : 0);
}
struct Tree17 {
    using value_type = float;
    enum Kind { Small, Large };
    struct Leaf {
        value_type v;
        value_type scaled() const { return v * static_cast<value_type>(2); }
    };
    Leaf first, second;
    value_type total() const { return first.scaled() + second.v; }
};
float walk18(int x) {
    using value_type = Tree17::value_type;
    Tree17::Leaf e{static_cast<value_type>(x)};
    Tree17 t{e, e};
    return t.total();
}

int main()
{
    int size19 = 1365;
    int diff20((size19 - size19) * size19);
    for (int j21 = diff20; j21 > 0x0; --j21) {
        auto lam24 = [](int r22, unsigned int k23) -> unsigned {
            r22 %= 0x11;
            return r22 / (+k23);
        };
        (void)lam24;
        bump4_kernel<float, 3><<<dim3((j21 + 127) / 128, 256), (0x80), sizeof(float) * 256>>>(nullptr, sizeof(char));
        diff20 += j21;
    }
    return 0;
}
