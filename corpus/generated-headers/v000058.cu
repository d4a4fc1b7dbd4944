// cudagen 0.2 seed 58 valid headers
// features: kernel,grid_constant,launch,launch_dim3,host_function,main,local_array,struct,enum_class,nested_namespace,if,do_while,pointer_arith,address_of,array_index,call,lit_int_binary,lit_float,lit_nullptr,cast_static,cast_reinterpret,macro_paste,enum_underlying,inline_namespace,using_declaration,using_directive,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <numeric>
#include <type_traits>
#include <tuple>
#include <cooperative_groups.h>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

struct Bounds3 {
	unsigned short z4;
	unsigned weight5;
	bool count6;
};

__global__ void weigh7(const int* in8, __grid_constant__ const Bounds3 q9)
{
	int w10 = 0;
	do {
		if (!in8)
			continue;
		++w10;
	} while (w10 < 5);
}
enum struct Axis11 : unsigned int { Add12 = 3, Red13 = 6, Blue14 };
namespace lib15 {
inline namespace abi {
__host__ __device__ int version16(int x) { return x + 8; }
} // namespace abi
namespace detail::impl {
__host__ __device__ int helper17(int x) { return x * 3; }
} // namespace detail::impl
} // namespace lib15
using lib15::version16;
__host__ __device__ int layered18(int x) {
	using namespace lib15::detail::impl;
	return helper17(x) + version16(x) + lib15::abi::version16(1);
}

float check_blend19(int count20, signed char* acc21)
{
	count20 = 0b11;
	unsigned char sum22 = ceilf(7);
	(void)sum22;
	weigh7<<<dim3(128, 64), 512>>>(&count20, Bounds3{});
	weigh7<<<(count20 + 255) / 256, (256)>>>(&count20, Bounds3{});
	return 15 - cosf(acc21[count20]);
}

int main()
{
	int size23 = 2156;
	float lo24[5]{4.0F, 5.f, 23.875f, static_cast<float>(-23), 2.25f};
	(void)lo24;
	size23 = -4910;
	Bounds3 u25 = Bounds3{};
	(void)u25;
	return 0;
}
