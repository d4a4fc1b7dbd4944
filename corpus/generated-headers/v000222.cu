// cudagen 0.2 seed 222 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,main,constexpr_var,if,comparison,lit_int_suffix,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef,nested_class,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <type_traits>
#include <cuda_fp16.h>

#define RADIUS_1 64
#define CHUNK_2 4
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#ifdef USE_FAST_PATH_7
#define TUNE_8 3
#else
#define TUNE_8 20
#endif
#if TUNE_8 == 20
#define CONFIG_9 3
#else
#define CONFIG_9 18
#endif
#undef RADIUS_1
#define RADIUS_1 12
template <typename F>
__global__ void applyEach10(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Pool11 {
	using value_type = double;
	struct Item {
		value_type v;
		__host__ __device__ value_type scaled() const { return v * static_cast<value_type>(7); }
	};
	Item first, second;
	__host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ double walk12(int x) {
	using value_type = Pool11::value_type;
	Pool11::Item e{static_cast<value_type>(x)};
	Pool11 t{e, e};
	return t.total();
}
__global__ void decay13(bool cfg14) {
	int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	char e16{16lu};
	ACCUM_3(e16, (cfg14));
	if (i15 > CHUNK_2)
		return;
	__half h17 = __float2half(static_cast<float>(i15));
	float idx18 = __half2float(__hmul(h17, h17));
	(void)idx18;
}
int main() {
	int len19 = 3101;
	decay13<<<dim3(2, 64 * 4, CONFIG_9 + 509), 2 * (CONFIG_9 + (CONFIG_9 + 10)), sizeof(float) * 128>>>((len19) <= len19);
	ACCUM_3(len19, (-CAT_6(len, 19)));
	decay13<<<(RADIUS_1 + (CHUNK_2 + 240)) * 2, dim3((2), 1, (8)), CONFIG_9 + (CHUNK_2 + 4089)>>>(CHUNK_2 - len19);
	return 0;
}
