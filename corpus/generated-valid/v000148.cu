// cudagen 0.1 seed 148 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,constant_array,managed_var,constexpr_var,local_array,const_local,typedef,namespace,if,for,ternary,shift,logical,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_statement,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define WARPS_2 (8 * 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
typedef double real4_t;

__global__ void __launch_bounds__((WARPS_2 + 1008)) sift5(long b6, int *__restrict__ dst7, int lane8, int count9) {
	int gid10 = threadIdx.x;
	if (gid10 >= count9) {
		return;
	}
	double sum11 = ((34 * lane8) + BLOCK_SIZE_1) * 3;
	int stride12((int)32);
	int mid13 = lane8 << sizeof(int);
	stride12 = (((float)(-dst7[stride12])) < (lane8 * threadIdx.y)) ? dst7[0] : sizeof(int);
	b6 = lane8;
	float lim14[7] = {};
}

void check_fold15(const int *input16, long alpha17, const unsigned long long *__restrict__ coef18) {
	dim3 mid19((alpha17 + 31) / 32, 8 * 8);
	alpha17 = (((*coef18) - (*input16)) - WARPS_2) - input16[alpha17];
}

__global__ void smooth20_kernel(int n21) {
	int i22 = threadIdx.x;
	n21 = 27;
	if (warpSize >= WARPS_2) {
		return;
	}
}

int host_sweep23(float a24, int count25, double *__restrict__ dst26) {
	dst26[2] = a24;
	ACCUM_3(*dst26, (a24 - 6.875F));
	for (int j27 = 0; j27 < count25; ++j27) {
		smooth20_kernel<<<dim3(1 << 7, 512, 128), (32)>>>(BLOCK_SIZE_1 / j27);
		for (int i28 = 0; i28 < count25; ++i28) {
			float lo29 = j27 * (count25 - j27);
			sift5<<<(i28 + 31) / 32, 1 << 0b110>>>((48 * a24), reinterpret_cast<int*>(dst26), i28, lo29);
		}
	}
	return (3916U % count25) << 0;
}
/* Layout: row-major, no padding. */

static __global__ void kick30_kernel(int lane31, int count32, const int *in33, float *__restrict__ dst34) {
	unsigned int gid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
	count32 = '#';
	ACCUM_3(lane31, (17));
	long long m36 = 6 >> lane31;
	constexpr unsigned short hi37 = 41;
	count32 = hi37 * (((float)dst34[4]) / ('#' * blockIdx.x));
	m36 = BLOCK_SIZE_1;
	if ((lane31 < gridDim.x) && (gid35 >= WARPS_2)) {
		return;
	}
}

namespace img38 {
__managed__ int m_pack39 = WARPS_2 + 11;
__constant__ float c_shade40[2] = {7.625f, 4.125F};
} // namespace img38

template <typename T, int N>
__global__ void step41_kernel(const T *coef42) {
	int gid43 = threadIdx.x;
	T w44{static_cast<T>(N)};
	img38::m_pack39 = 20u;
	w44 = N;
	w44 = ((0b110011ul - img38::m_pack39) + gridDim.z) % (((!coef42) ? gid43 : 21UL) - (img38::m_pack39 - 53lu));
}

int main() {
	int size45 = 3074;
	const char q46 = (+(img38::m_pack39 >> size45)) + size45;
	for (int j47 = 0; j47 < 14; ++j47) {
		if (61 >= q46) {
			return 56 - (j47 - 42);
		}
		step41_kernel<double, 6><<<1 << 7, 256 * 0b10>>>(nullptr);
	}
	size45 = 3657ll;
	kick30_kernel<<<(img38::m_pack39 + 0b11111) / 32, dim3(2, (size45 + 31) / 32)>>>(q46, 2 * (img38::m_pack39 * 36L), (const int*)nullptr, nullptr);
	return 0b0;
}
