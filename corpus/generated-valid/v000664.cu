// cudagen 0.1 seed 664 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,managed_var,host_global,constexpr_var,local_array,auto_var,struct,struct_methods,enum_class,typedef,if,switch,switch_fallthrough,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_bool,lit_nullptr,cast_static,sizeof,alignof,macro_object,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define BLOCK_SIZE_2 16
#define TILE_DIM_3 3
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
struct Tile6 {
	int weight7;
	float id8;
	bool x9;
	__host__ __device__ void get10(unsigned u11) {
		size_t s12 = ((u11 - u11) ^ (weight7 + 46)) + x9;
		short int k13[3]{static_cast<short>(BLOCK_SIZE_1), static_cast<short>(2'204), -1988};
	}
};
const bool g_lerp14 = true;
static __global__ void __launch_bounds__(sizeof(unsigned int) * 0b100000) grow15_kernel(unsigned* __restrict__ data16, const unsigned int* __restrict__ in17) {
	switch (gridDim.x) {
	case 2: {
		(*data16) = in17[threadIdx.x];
		int cnt18 = threadIdx.x;
		break;
	}
	case 1:
		data16[gridDim.y & 7] = alignof(float) << in17[4];
		break;
	case 4:
		break;
	default:
		break;
	}
}
/* Computes one element per thread. */
signed char check_scale19(int len20, unsigned p21, double b22) {
	switch (len20) {
	case 11: {
		constexpr long off23 = 55;
		break;
	}
	case sizeof(float) * TILE_DIM_3:
		if (len20 > alignof(double)) {
			break;
		}
		[[fallthrough]];
	case 9:
		len20 = g_lerp14;
		break;
	default:
		break;
	}
	return b22;
}
constexpr int RADIUS24 = ((020));
typedef Tile6 rec25_t;
__managed__ long m_warp26[16];
// Helper used by the kernels below.
__global__ void __launch_bounds__(1 << 010) gather27_kernel(int* out28) {
	int i29 = threadIdx.x;
	auto idx30 = out28[i29 & 7] / (15.125f);
	if (m_warp26[8] > (4 - threadIdx.x)) {
		m_warp26[i29]++;
		out28[0b111] = 28l;
	}
}
__managed__ int m_scatter31[32];
typedef int idx32_t;
enum class Axis33 : unsigned char { Low34, High35 };
enum class Op36 { Busy37, High38 = 4 };
enum class Kind39 { Green40, Fast41 = 3 };
static __global__ void __launch_bounds__(BLOCK_SIZE_2 + 1008, 3) split42_kernel(idx32_t* data43, const float* __restrict__ input44, idx32_t* acc45) {
	unsigned int tid46 = (blockIdx.x * blockDim.x) + threadIdx.x;
	m_scatter31[9]--;
	data43[0b101]++;
	m_warp26[tid46 & 15] = RADIUS24;
}
__host__ unsigned int run_fold47(rec25_t q48, double* __restrict__ dst49) {
	Kind39 val50 = Kind39::Green40;
	if (static_cast<long long>(q48.weight7) >= 063) {
		if (!((q48.x9 < q48.id8) && (dst49[7] >= dst49[7]))) {
			if (m_warp26[6] > BLOCK_SIZE_2) {
				m_warp26[3]--;
				int off51[7]{5, 47u, 61, 1827, 733, RADIUS24, RADIUS24};
			}
			m_scatter31[0b10110] = q48.weight7;
		}
	}
	return sizeof(int);
}
int main() {
	int n52 = 1799;
	idx32_t prod53[(0b10)] = {36, 63};
	if (run_fold47(Tile6{9, static_cast<float>(g_lerp14), true}, nullptr) == g_lerp14) {
		return run_fold47(Tile6{}, static_cast<double*>(nullptr));
	}
	grow15_kernel<<<(n52 + 0b11111) / 32, (32), 0b0, 0>>>(nullptr, static_cast<const unsigned*>(nullptr));
	gather27_kernel<<<1, (TILE_DIM_3 + 61), sizeof(double) * 32, (cudaStream_t)0>>>(static_cast<int*>(nullptr));
	split42_kernel<<<dim3((n52 + 127) / 128, (n52 + 127) / 128, 2 * 2), (TILE_DIM_3 + 29), sizeof(int) * 040>>>(m_scatter31, static_cast<const float*>(nullptr), prod53);
	return 0;
}
