// cudagen 0.1 seed 1529 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_function,default_args,main,shared_var,constexpr_var,auto_var,typedef,using_alias,namespace,anon_namespace,if,nested_block,static_assert,ternary,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_float_exponent,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define TILE_DIM_1 3
#define NUM_ITERS_2 16
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

namespace img4 {
typedef int idx5_t;
static constexpr img4::idx5_t STEPS6 = 3;

void mix7(img4::idx5_t n8, img4::idx5_t stride9) {
	stride9 = 0x13 / (static_cast<unsigned char>(stride9) + ((stride9 == stride9) ? stride9 : 4'921));
	const float *s10 = nullptr;
	n8 = *s10;
}
} // namespace img4

__global__ void count11(const int *in12) {
	unsigned int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	double res14 = i13;
	if (res14 < res14) {
		if ((i13 + TILE_DIM_1) < i13)
			return;
		if (!in12)
			return;
		res14 = (threadIdx.x) * ((blockDim.z) * img4::STEPS6);
	}
}

static __device__ img4::idx5_t probe15(const unsigned *input16, long beta17, int *data18) {
	if (sizeof(float) <= (*input16)) {
		{
			if (((input16[blockIdx.x] - 41) * 49) >= data18[0x1]) {
				auto cnt19 = ((data18[5] * (9 << beta17)) <= (17U + data18[6])) ? (((unsigned char)threadIdx.z) + (34U - beta17)) : (((*input16) * NUM_ITERS_2) + ((unsigned long)40L));
				beta17 = 0x8 + input16[1];
				data18[0x0] = 4;
			}
		}
	}
	return gridDim.x + (((*data18) * blockDim.y) % (TILE_DIM_1 + beta17));
}

namespace {
inline __device__ void split20(short alpha21, float q22) {
	int z23 = -(img4::STEPS6 - q22);
	__shared__ img4::idx5_t sh_24[128];
}
} // namespace

__global__ void __launch_bounds__(sizeof(int) * (NUM_ITERS_2 + (img4::STEPS6 + 0x6D))) tally25(float a26, const double *src27, size_t *buf28) {
	unsigned int tid29 = threadIdx.x;
	auto res30 = buf28[5];
	__shared__ float sh_31[256];
}
static_assert(((NUM_ITERS_2 + 43)) > 58, "expected value");

static __device__ __noinline__ void trace32(unsigned long long beta33 = 1433) {
	beta33 = threadIdx.x * static_cast<float>(3267u);
	beta33 = 853l;
	static_assert(30 == 0x1e);
	float y34 = beta33;
	beta33 = TILE_DIM_1;
	if (beta33 == 5L)
		return;
	long hi35 = (unsigned int)0x1a;
}
using idx36_t = long;

long long run_reduce37(int *buf38, float *acc39) {
	const char *w40 = "warp size";
	buf38[7] = *acc39;
	static_assert((img4::STEPS6 + 16) == 19, "expected value");
	return img4::STEPS6;
}

int main() {
	int count41 = 0x9b9;
	if (static_cast<float>(count41) >= img4::STEPS6) {
		img4::idx5_t flag42 = (count41);
		if (count41)
			return img4::STEPS6;
	}
	tally25<<<sizeof(int) * 0x2, (NUM_ITERS_2 + 112), sizeof(float) * (TILE_DIM_1 + (img4::STEPS6 + 58)), nullptr>>>((count41 < count41) ? 125e-3f : 602L, nullptr, nullptr);
	count11<<<dim3((TILE_DIM_1 + (NUM_ITERS_2 + 237))), 32>>>(&count41);
	return 0x0;
}
