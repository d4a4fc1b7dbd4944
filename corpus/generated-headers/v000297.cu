// cudagen 0.2 seed 297 valid headers
// features: launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,device_array,constant_array,managed_var,shared_var,static_shared,extern_shared,nested_namespace,for,ternary,compound_assign,shift,comparison,incdec,lit_int_binary,lit_int_suffix,lit_nullptr,cast_functional,sizeof,macro_object,pp_ifdef,pp_if,virtual_function,variadic_template,pack_expansion,inline_namespace,using_declaration,using_directive,rtti,memory_spaces,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <type_traits>

#define BLOCK_SIZE_1 256
#define WARPS_2 32
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 23
#endif
#if TUNE_4 == 5
#define CONFIG_5 1
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 13
#endif
namespace api6 {
inline namespace abi {
__device__ int version7(int x) { return x + 7; }
} // namespace abi
namespace detail::impl {
__device__ int helper8(int x) { return x * 4; }
} // namespace detail::impl
} // namespace api6
using api6::version7;
__device__ int layered9(int x) {
	using namespace api6::detail::impl;
	return helper8(x) + version7(x) + api6::abi::version7(1);
}
__host__ __device__ inline double fold10() { return 0.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold10(T first, Rest... rest) {
	return static_cast<double>(first) + fold10(rest...);
}
template <typename... Ts>
__host__ __device__ int count11(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread13(int x) {
	return static_cast<int>(fold10(x, 2.5f, 2u)) + count11(x, x, 1.0) + count11(static_cast<long>(x), 2);
}
inline double fold14() { return 1.0; }
template <typename T, typename... Rest>
double fold14(T first, Rest... rest) {
	return static_cast<double>(first) * fold14(rest...);
}
template <typename... Ts>
int count15(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread17(int x) {
	return static_cast<int>(fold14(x, 7.5f, 7u)) + count15(x, x, 1.0) + count15(static_cast<long>(x), 7);
}
struct Poly18 {
	virtual ~Poly18() {}
	virtual int id() const { return 1; }
};
struct Impl19 : Poly18 {
	int id() const override { return 3; }
};
struct Other20 : Poly18 {};
int identify21(int x) {
	Impl19 d;
	Poly18 *b = &d;
	if (Impl19 *p = dynamic_cast<Impl19 *>(b)) {
		return p->id() + x;
	}
	return dynamic_cast<Other20 *>(b) != nullptr ? 1 : x;
}
__device__ int devTable22[4];
__constant__ float coeffs23[4] = {6.5f, 0.5f, 3.5f, 7.5f};
__managed__ int managedTotal24;
__global__ void everySpace25(int *out) {
	__shared__ int tile[32];
	static __shared__ float extra[8];
	extern __shared__ float dynamicTile[];
	const int i = static_cast<int>(threadIdx.x);
	tile[i & 31] = devTable22[i & 3] + managedTotal24;
	extra[i & 7] = coeffs23[i & 3];
	dynamicTile[i] = extra[i & 7];
	out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}

constexpr int host_bump26(int count27, int n28) {
	double cnt29 = count27;
	(void)cnt29;
	return 0b110;
}

int main() {
	int n30 = 1288;
	n30--;
	for (int it31 = 0b0; it31 < 6; it31++) {
		cudaStream_t stream32;
		cudaStreamCreate(&stream32);
		cudaStreamSynchronize(stream32);
	}
	managedTotal24 <<= (n30 == 18) ? ((23l + managedTotal24) >> 2) : (long(managedTotal24) >> 4);
	everySpace25<<<dim3(2 * 2, 0b1, CONFIG_5 + 3), 16 * (TUNE_4 + 3), sizeof(double) * 256, 0>>>(nullptr);
	return 0b0;
}
