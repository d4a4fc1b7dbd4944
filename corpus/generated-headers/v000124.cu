// cudagen 0.2 seed 124 valid headers
// features: kernel,launch,main,shared_var,extern_shared,constexpr_var,enum,static_assert,compound_assign,bitwise,shift,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,sizeof,macro_function,enum_underlying,partial_specialization
#include <cuda_runtime.h>
#include <vector>
#include <cooperative_groups.h>

#define HALF_1(x) ((x) / 2)
#define SQR_2(x) ((x) * (x))
#define CAT_3(a, b) a##b
enum Mode4 : unsigned int {
    BLUE5,
    ADD6 = 2,
    MUL7,
    MUL8,
    BLUE9
};
template <typename T, typename U> struct Pick10 { static constexpr int value = 1; };
template <typename T> struct Pick10<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick10<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes12 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes12<T, 1> {
    T d;
    T first() const { return d; }
};
int specialized13(int x) {
    Lanes12<int, 1> one{x};
    Lanes12<int, 3> three{{x, 1, 2}};
    return x + Pick10<char, long>::value + Pick10<int, int>::value + Pick10<float *, int>::value + one.first() + three.first();
}

__global__ void trace14(float* out15, int* dst16) {
    extern __shared__ unsigned int dyn_17[];
    ++dst16[5];
    double h18 = dst16[6] & MUL8;
    (void)h18;
    dyn_17[1] <<= 5;
    dyn_17[4]--;
    static_assert((0xb * (5)) > 0x36, "size check");
}

int main() {
    int n19 = 3796;
    n19++;
    unsigned mid20 = 18LL + n19;
    (void)mid20;
    trace14<<<sizeof(float) * 4, 0x8 * 8>>>(nullptr, &n19);
    return 0;
}
