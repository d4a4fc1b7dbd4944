// cudagen 0.2 seed 945 valid headers
// features: kernel,kernel_from_macro,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,const_local,static_local,namespace,if,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_if,nested_class,nttp_enum,if_constexpr
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>

#define WARPS_1 16
#define BLOCK_SIZE_2 (128)
#define CHUNK_3 256
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define HALF_5(x) ((x) / 2)
#if CHUNK_3 % 2 == 0 || CHUNK_3 < 4
#define CONFIG_6 5
#elif CHUNK_3 < 0
#error unreachable configuration
#else
#define CONFIG_6 19
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_8(map_bump9, float)
struct Pool10 {
	using value_type = long;
	enum Kind { Small, Large };
	struct Slot {
		value_type v;
		__host__ __device__ value_type scaled() const { return v * static_cast<value_type>(2); }
	};
	Slot first, second;
	__host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ long walk11(int x) {
	using value_type = Pool10::value_type;
	Pool10::Slot e{static_cast<value_type>(x)};
	Pool10 t{e, e};
	return t.total();
}

__global__ void __launch_bounds__(CONFIG_6 + 507) step12(float q13, float* dst14, unsigned* buf15, unsigned long b16)
{
	extern __shared__ long dyn_17[];
	unsigned i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)i18;
	__shared__ float sh_19;
	if ('a' != dyn_17[gridDim.x & 0x7])
		return;
	float h20 = ~(0x3d - (dyn_17[0x5] ^ 3u));
	(void)h20;
	if (sh_19 > WARPS_1)
		return;
	dst14[7] /= '\\';
}
enum Mode21 { Mode21Add, Mode21Mul };
template <Mode21 O = Mode21Add>
__host__ __device__ int apply22(int a, int b) {
	if constexpr (O == Mode21Add) {
		return a + b;
	} else {
		return a * b;
	}
}
__host__ __device__ int policy23(int x) {
	return apply22<Mode21Add>(x, 5) + apply22<Mode21Mul>(x, 3) + apply22<>(x, x);
}

namespace img24 {
__global__ void scale25_kernel(unsigned* __restrict__ dst26, int* dst27, const float* __restrict__ input28)
{
	extern __shared__ int dyn_29[];
	unsigned i30 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if constexpr (sizeof(double) == 8) {
		float cnt31 = input28[i30 & 7];
		const signed char res32 = ((cnt31 * 13L) < dyn_29[7]) ? dst26[4] : threadIdx.z;
		(void)res32;
	} else {
		if constexpr (sizeof(long) == 4) {
			dst27[0x0] %= (dst27[i30] - 1) + (dyn_29[warpSize] + long(64ull));
			if (((*input28) - 10u) != 22)
				return;
		} else {
			int f33 = static_cast<int>(dyn_29[i30] | 0b101011);
			(void)f33;
		}
	}
}
} // namespace img24

long host_blend34(double* __restrict__ out35, float beta36, int n37)
{
	int flag38 = HALF_5(MIN2_4(*out35, 52UL));
	img24::scale25_kernel<<<1, 0b10000000, sizeof(int) * 64>>>(nullptr, reinterpret_cast<int*>(out35), nullptr);
	static float acc39 = 29L;
	(void)acc39;
	return flag38;
}

int main()
{
	int count40 = 3127;
	float* prod41 = nullptr;
	cudaStream_t off42 = nullptr;
	prod41[count40] += 3 ^ static_cast<unsigned int>(count40 % count40);
	map_bump9<<<CONFIG_6 + 3, WARPS_1 + (CONFIG_6 + 053), 1 << (CONFIG_6 + 3), off42>>>(prod41, (3504) / (prod41[1] - 40U));
	step12<<<512, (CONFIG_6 + (WARPS_1 + 11)), sizeof(float) * 128, off42>>>(0x31, nullptr, reinterpret_cast<unsigned int*>(prod41), *prod41);
	return 0x0;
}
