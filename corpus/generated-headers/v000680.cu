// cudagen 0.2 seed 680 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,host_function,static_host_function,main,shared_var,static_shared,constexpr_var,struct,if,bitwise,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,cast_static,sizeof,lambda,lambda_launch,macro_object,macro_function,macro_statement,variable_template,hdr_vector,hdr_algorithm
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <compare>

#define RADIUS_1 8
#define BLOCK_SIZE_2 (RADIUS_1 + RADIUS_1)
#define MOD8_3(x) ((x) % 8)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Pixel6 {
    float flag7;
    int flag8;
    float vel9;
    size_t sum10;
};
template <typename T> constexpr T kScale12 = T(2);
template <typename T> constexpr int kSize13 = static_cast<int>(sizeof(T)) * 2;
int aliased11(int x) {
    return x + kSize13<double> + static_cast<int>(kScale12<float>);
}
__global__ void mix14(int count15) {
    unsigned tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)tid16;
    __shared__ short int sh_17[256];
    (void)sh_17;
    Pixel6 cnt18 = Pixel6{};
    __shared__ double sh_19;
    (void)sh_19;
    cnt18 = cnt18;
    static __shared__ Pixel6 sh_20;
    (void)sh_20;
}
static __host__ double score21(unsigned int alpha22) {
    alpha22 = 0x36 * (alpha22 - kSize13<int>) * 37;
    auto fn24 = []() -> long {
        dim3 tmp23(2);
        mix14<<<256, (kSize13<char> + (kSize13<char> + 0x1c)) * BLOCK_SIZE_2>>>(57);
        return kSize13<char>;
    };
    (void)fn24;
    constexpr float val25 = 23.75f;
    std::vector<long> vec26(static_cast<size_t>(18) % 64 + 1);
    vec26.push_back(static_cast<long>(1));
    vec26[0] = static_cast<long>(18);
    long *ptr27 = vec26.data();
    int count28 = static_cast<int>(vec26.size());
    count28 += static_cast<int>(std::count_if(vec26.begin(), vec26.end(), [](long e) { return e > 1; }));
    (void)ptr27;
    if ((alpha22 + 41LL) == RADIUS_1) {
        return (alpha22 += ' ', 16.125f);
    }
    count28 = val25;
    return (11L * count28) | 15l;
}
int main() {
    int count29 = 1699;
    ACCUM_4(count29, (kSize13<int>));
    Pixel6 prod30 = {2.0F, static_cast<int>(sizeof(int) % count29), 4.75f, 0x3lu};
    (void)prod30;
    return 0;
}
