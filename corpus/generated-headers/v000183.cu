// cudagen 0.2 seed 183 valid headers
// features: kernel,launch,main,constexpr_var,static_local,switch,switch_fallthrough,ternary,compound_assign,bitwise,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,macro_object,macro_paste,pp_if,conversion_operator,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cstdio>

#define RADIUS_1 128
#define RADIUS_2 128
#define CAT_3(a, b) a##b
#if RADIUS_1 == 128
#define CONFIG_4 3
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 30
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Celsius6 {
	float v;
	operator float() const { return v; }
	explicit operator bool() const { return v > 0; }
};
float convert7(float x) {
	Celsius6 m{x};
	float plain = m;
	return plain + (m ? 1 : 0);
}
__global__ void stencil8(int n9, int *out10, float p11)
{
	switch (out10[7] - n9) {
	case CONFIG_4 + (CONFIG_4 + 1):
		break;
	case 1:
	case 4: {
		printf("lane %d\n", static_cast<int>(n9));
		long u12 = 2501u + (static_cast<unsigned int>(n9) | (1 + n9));
		(void)u12;
		break;
	}
	}
}
int main()
{
	int size13 = 1908;
	size13 |= CONFIG_4;
	static double base14 = 2929u;
	stencil8<<<2, 16 * (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + 7)))>>>((base14 - base14) * (base14 * base14), nullptr, (size13 & 1) ? (63 | size13) : CAT_3(size, 13));
	return 0b0;
}
