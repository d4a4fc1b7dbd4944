// cudagen 0.1 seed 648 invalid:abstract_instantiation
// features: kernel,launch,host_device_function,main,device_var,constant_var,constexpr_var,if,static_assert,ternary,comparison,lit_int_suffix,lit_float,lit_char,lit_nullptr,sizeof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void drift2(const int *src3) {
    unsigned s4 = 37;
    int z5 = 10;
}
constexpr long WIDTH6 = 7;
static_assert(sizeof(int) == 4, "tile must fit");
__constant__ int c_pivot7 = 46L;
__device__ long d_gather8 = 'A';

__host__ __device__ float filter9(int stride10, int len11) {
    constexpr float mid12 = 7.25F;
    double cnt13 = 9;
    if (sizeof(short) > (stride10 - mid12))
        return 9.25f - cnt13;
    int w14 = stride10;
    w14 = (44lu - (len11 / cnt13)) * ((mid12 + len11) * (8 - len11));
    constexpr char q15 = 22;
    return q15 * (cnt13 - (WIDTH6));
}
static_assert(sizeof(int) == 4, "size check");
struct Shape18 {
    virtual float area() const = 0;
};

int main() {
    int count16 = 3880;
    Shape18 shape19;
    drift2<<<8 * 2, 4 * 8>>>(nullptr);
    if ((count16 * 8) < count16)
        return sizeof(long) + count16 + ((count16 != count16) ? 32ul : WIDTH6);
    int tmp17 = 22;
    return 0;
}
