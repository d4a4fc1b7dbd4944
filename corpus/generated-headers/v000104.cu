// cudagen 0.2 seed 104 valid headers
// features: kernel,restrict_params,launch,builtin_vars,host_function,main,constexpr_var,auto_var,nested_namespace,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_statement,variadic_template,pack_expansion,fold_expression,nttp_pointer,if_constexpr,inline_namespace
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cooperative_groups.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
template <typename... Ts>
__host__ __device__ double fold3(Ts... xs) {
	return (static_cast<double>(xs) + ...);
}
template <typename... Ts>
__host__ __device__ int count4(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__host__ __device__ bool all5(Ts... xs) { return (... && (xs != 0)); }
__host__ __device__ int spread6(int x) {
	return static_cast<int>(fold3(x, 4.5f, 4u)) + count4(x, x, 1.0) + (all5(x, 4) ? 1 : 0) + count4(static_cast<long>(x), 4);
}
namespace core7 {
inline namespace v1 {
__host__ __device__ int version8(int x) { return x + 9; }
} // namespace v1
namespace detail::impl {
__host__ __device__ int helper9(int x) { return x * 5; }
} // namespace detail::impl
} // namespace core7
__host__ __device__ int layered10(int x) {
	return core7::detail::impl::helper9(x) + core7::version8(x) + core7::v1::version8(1);
}
struct Pt12 { int a; int b; float w; };
template <int Pt12::*M> int field13(const Pt12 &p) { return p.*M; }
int indirect11(int x) {
	Pt12 p{x, 3, 1.0f};
	return field13<&Pt12::a>(p) + field13<&Pt12::b>(p);
}
__global__ void grow14(const int *__restrict__ input15, unsigned char q16) {
	int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)gid17;
	unsigned int diff18 = ((input15[q16] - q16) - 0) + ((int)44);
	(void)diff18;
	constexpr float m19 = 15.875f;
	(void)m19;
}
__host__ void run_sift20(const int *__restrict__ input21) {
	int x22 = 0x65Bu;
	x22 += (x22 + (0x3dU));
	x22 *= 25 ^ ((((*input21) + 0b111110) >= 50) ? 0x11be : 4);
	x22 *= 31;
	x22 -= 17;
	auto lo23 = 28;
	(void)lo23;
	if constexpr (sizeof(long) == 8) {
	} else {
	}
}
int main() {
	int count24 = 0xdf5;
	count24 = count24 - (50 + (-count24));
	grow14<<<sizeof(float) * 4, 512>>>(nullptr, (60));
	count24 |= -((count24 >= 22) ? 0b111110 : (count24 * 55));
	return 0;
}
