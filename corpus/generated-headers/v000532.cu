// cudagen 0.2 seed 532 valid headers
// features: kernel,launch_bounds,launch,main,const_local,enum_class,using_alias,namespace,nested_namespace,bitwise,comparison,pointer_arith,array_index,call,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,macro_paste,macro_statement,union,variadic_template,pack_expansion,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cstdio>
#include <utility>

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

namespace kern6::sub7 {
using real8_t = float;
} // namespace kern6::sub7
union Word9 {
	int i;
	float f;
	unsigned char bytes[4];
	__host__ __device__ int low() const { return static_cast<int>(bytes[0]); }
};
__host__ __device__ int use10(int x) {
	Word9 v{};
	v.i = static_cast<int>(x);
	return static_cast<int>(v.bytes[0]) + static_cast<int>(v.i) + v.low();
}
enum class Level11 { Green12, Idle13 = 4, Green14, Off15 };
__host__ __device__ inline double fold16() { return 1.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold16(T first, Rest... rest) {
	return static_cast<double>(first) * fold16(rest...);
}
template <typename... Ts>
__host__ __device__ int count17(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread19(int x) {
	return static_cast<int>(fold16(x, 9.5f, 9u)) + count17(x, x, 1.0);
}

__global__ void __launch_bounds__(256 * 4) merge20_kernel(int len21, int lane22, int *buf23, bool a24)
{
	const float hi25 = 18.5f + lane22;
	a24 = ((*buf23) - expf(a24)) < hi25;
}

int main()
{
	int count26 = 3'974;
	unsigned int *res27 = (unsigned int*)nullptr;
	fmaxf((CAT_5(count, 26) & 9) % ((unsigned)36), CAT_5(count, 26));
	merge20_kernel<<<(count26 + 127) / 128, sizeof(float) * 64>>>(5 * (res27[2] * 25), sinf(3765 | res27[7]), reinterpret_cast<int*>(res27), ((*res27) ^ count26) <= count26);
	return 0;
}
