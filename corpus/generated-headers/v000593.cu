// cudagen 0.2 seed 593 valid headers
// features: kernel,launch,builtin_vars,main,managed_var,shared_var,constexpr_var,if,bitwise,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,macro_object,pp_ifdef,variadic_template,pack_expansion,fold_expression,exceptions,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <compare>

#define CHUNK_1 128
#define CHUNK_2 64
#define RADIUS_3 (8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifndef USE_FAST_PATH_6
#define TUNE_7 10
#else
#define TUNE_7 21
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__managed__ float m_sift9[8] = {14.125F};
template <typename... Ts>
double fold10(Ts... xs) {
	return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
int count11(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread13(int x) {
	return static_cast<int>(fold10(x, 3.5f, 3u)) + count11(x, x, 1.0) + count11(static_cast<long>(x), 3);
}

__global__ void weigh14_kernel(size_t beta15, int* out16, const unsigned* coef17) {
	int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	m_sift9[7] = cosf((gid18) * blockDim.y);
	if (coef17 == nullptr)
		return;
	int res19 = (0x7);
	res19 = coef17[gid18];
	__shared__ int sh_20[128];
	(void)sh_20;
	constexpr bool res21 = 1;
	(void)res21;
}

int main() {
	int count22 = 1241;
	try {
		m_sift9[count22 & 7] = 16.375f;
		if (count22 > 62) {
			throw 62;
		}
	} catch (int) {
	}
	weigh14_kernel<<<1, 64>>>(spread13(0xac) * int(0x39ll), &count22, nullptr);
	return 0b0;
}
