// cudagen 0.2 seed 576 valid headers
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,main,constant_array,constexpr_var,struct,enum,enum_class,if,if_init,ternary,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,cast_static,macro_function,macro_statement,comments,multiple_inheritance,variadic_template,pack_expansion
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cstdio>
#include <cooperative_groups.h>

#define SQR_1(x) ((x) * (x))
#define SQR_2(x) ((x) * (x))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

struct Cell5 {
    int id6;
    float val7;
};
enum Kind8 { OFF9, OFF10 };
inline double fold11() { return 0.0; }
template <typename T, typename... Rest>
double fold11(T first, Rest... rest) {
    return static_cast<double>(first) + fold11(rest...);
}
template <typename... Ts>
int count12(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread14(int x) {
    return static_cast<int>(fold11(x, 1.5f, 1u)) + count12(x, x, 1.0);
}
enum class Level15 { Slow16 = 3, Off17 = 7, Off18, Red19 };
// Computes one element per thread.

static __global__ void update20(int *acc21, long cfg22, const int *input23, const int *src24)
{
    int idx25 = threadIdx.x;
    if (constexpr float w26 = 51; 58 >= SQR_2((*src24) * OFF9)) {
        cfg22 = input23[0x6] * idx25 * (acc21[4] * (OFF10));
    }
    cfg22 = ((input23[2] * 4818ul) / (OFF9 - idx25)) + blockDim.x;
    Kind8 e27 = OFF10;
    unsigned int sum28 = (SQR_1(e27) < (e27 - threadIdx.z)) ? gridDim.y : static_cast<long>((e27 != 52) ? idx25 : acc21[blockDim.x]);
    (void)sum28;
}
__constant__ int c_lerp29[2] = {-30, 11};
struct Base31 {
    int m0;
    int get0() const { return m0 * 1; }
};
struct Base32 {
    int m1;
    int get1() const { return m1 * 2; }
};
struct Base33 {
    int m2;
    int get2() const { return m2 * 1; }
};
struct Blend30 : Base31, Base32, public Base33 {
    int own;
    int sum() const { return get0() + get1() + get2() + own; }
};
int mix34(int x) {
    Blend30 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.m2 = x + 2;
    d.own = x;
    const Base31 &b = d;
    return d.sum() + b.get0();
}

int main(void)
{
    int len35 = 166;
    len35 = 41 - (len35);
    if (((len35 < len35) ? (len35 - 40U) : ((34 == len35) ? 53 : OFF9)) >= (len35 / len35)) {
        dim3 stride36 = dim3((len35 + 63) / 0x40, 1);
        (void)stride36;
        unsigned int tmp37 = 13;
        len35 = tmp37;
    }
    update20<<<(len35 + 63) / 64, (OFF10 + (OFF10 + (OFF10 + OFF10))) * (OFF10 + 7)>>>(&len35, len35, &len35, &len35);
    return 0;
}
