// cudagen 0.2 seed 733 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,main,shared_var,constexpr_var,enum_class,namespace,if,for,switch,switch_fallthrough,goto,static_assert,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,pp_ifdef,pp_if,local_class,enum_underlying,hdr_cuda_std
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CHUNK_1 16
#define RADIUS_2 256
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 4
#else
#define TUNE_7 28
#endif

#if TUNE_7 % 2 == 0 || TUNE_7 < 4
#define CONFIG_8 5
#else
#define CONFIG_8 26
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

namespace img10 {
template <typename T>
__global__ void bias11(T p12, T* acc13, unsigned int* __restrict__ acc14)
{
	struct Local15 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local15 k16{5};
	int flag17 = k16.add(51l - p12);
	flag17 |= (flag17 + 8) - CONFIG_8;
	flag17 *= 2362;
	static_assert(50 > 49, "size check");
	switch (flag17) {
	case (3):
	case 10:
		flag17 -= *acc13;
		break;
	case 0b110: {
		T f18 = ((unsigned)11U) / ((*acc14) - (TUNE_7 + CAT_5(flag, 17)));
		(void)f18;
		break;
	}
	case 8:
		break;
	}
}
enum class Kind19 : unsigned char { High20, Idle21 };

__global__ void bump22(const int* __restrict__ coef23, double* dst24, const int* coef25, unsigned int* __restrict__ out26)
{
	cuda::std::array<int, 4> lanes27{};
	lanes27[0] = 61;
	int total28 = lanes27[0] + static_cast<int>(lanes27.size()) + cuda::std::plus<int>()(lanes27[1], 1);
	if ((*out26) == 10) {
		goto out32;
	}
	total28 = static_cast<size_t>(62);
	for (int i29 = 0; i29 < 10; i29++) {
		__shared__ unsigned char sh_30[32];
		(void)sh_30;
		static_assert(31 == 31);
		double h31{1.0};
		(void)h31;
	}
out32:;
}
} // namespace img10

int main()
{
	int count33 = 1691;
	cudaStream_t val34 = 0;
	(void)val34;
	if (((unsigned)CAT_5(count, 33)) < 15u) {
		return CAT_5(count, 33);
	}
	static_assert(10 == 10, "tile must fit");
	img10::bias11<double><<<4, 2 * CHUNK_1>>>(2.125 / (count33 += 3298, 19UL), static_cast<double*>(nullptr), static_cast<unsigned*>(nullptr));
	img10::bump22<<<64 * 8, 256, 0, (cudaStream_t)0>>>(nullptr, static_cast<double*>(nullptr), (const int*)nullptr, nullptr);
	return 0;
}
