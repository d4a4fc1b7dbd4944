// cudagen 0.2 seed 174 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,main,constexpr_var,auto_var,const_local,nested_namespace,for,ternary,compound_assign,bitwise,logical,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,lambda,macro_function,pp_ifdef,pp_if,inline_namespace,using_declaration,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <cstdio>
#include <cooperative_groups.h>

#define SQR_1(x) ((x) * (x))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 59
#endif
#if (TUNE_4 * 2) >= 25 && TUNE_4 != 0
#define CONFIG_5 4
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 17
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
namespace core7 {
inline namespace abi {
__host__ __device__ int version8(int x) { return x + 6; }
} // namespace abi
namespace detail::impl {
__host__ __device__ int helper9(int x) { return x * 3; }
} // namespace detail::impl
} // namespace core7
using core7::version8;
__host__ __device__ int layered10(int x) {
	return core7::detail::impl::helper9(x) + version8(x) + core7::abi::version8(1);
}

__global__ void stencil11_kernel(unsigned char a12, int len13, const float* coef14, int* data15) {
	auto h16 = 20.75f;
	float q17{h16};
	(void)q17;
	data15[len13] = 35lu;
	cooperative_groups::thread_block group18 = cooperative_groups::this_thread_block();
	int rank19 = static_cast<int>(group18.thread_rank()) + static_cast<int>(group18.size());
	group18.sync();
	(void)rank19;
	float flag20 = coef14[6];
	(void)flag20;
}

int main() {
	int len21 = 3824;
	len21 = sinf((unsigned long)((int)17));
	auto fn26 = [](unsigned short hi22, unsigned lim23) -> unsigned {
		hi22 ^= hi22;
		auto stride24 = sinf(lim23);
		size_t mid25 = (hi22 += CONFIG_5, sizeof(char)) + lim23;
		return long(TUNE_4) - ((int)mid25);
	};
	(void)fn26;
	for (int it27 = 3; it27 > 0; --it27) {
		const int idx28 = len21;
		stencil11_kernel<<<dim3((len21 + 127) / 128, TUNE_4, TUNE_4 + 112), TUNE_4 + 240>>>((27 + len21) * (35U * len21), sinf(62UL), nullptr, &len21);
		stencil11_kernel<<<64, 512, 0, nullptr>>>((unsigned short)(CONFIG_5 + idx28), (it27 <= (idx28 + idx28)) ? (13U / len21) : it27, nullptr, (int*)nullptr);
	}
	return 0;
}
