// cudagen 0.1 seed 143 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,host_device_function,host_function,main,constexpr_var,struct,aligned_struct,if,for,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,comments
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 6
#else
#define TUNE_2 24
#endif

__global__ void march3_kernel(const signed char *input4, long *data5, const int *__restrict__ src6) {
	int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i7 > 7) {
		goto done11;
	}
	(*data5) <<= TUNE_2 - static_cast<unsigned>(gridDim.z);
	data5[i7] = data5[5];
	for (int j8 = (blockIdx.x * blockDim.x) + threadIdx.x; j8 < 6; j8 += blockDim.x * gridDim.x) {
		int w9 = (+j8) + TUNE_2;
		double val10 = (src6[j8 & 7]) + (7 * (gridDim.y >> 2));
	}
done11:;
}
// NOTE: keep in sync with the host reference.

struct __align__(8) Particle12 {
	float id13;
	unsigned int hi14;
};
/* Layout: row-major, no padding. */

__global__ void filter15(int n16, const unsigned int *coef17, const unsigned char *coef18, int count19) {
	int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid20 >= n16) {
		return;
	}
	count19++;
	--n16;
}

__host__ __device__ int accum21(Particle12 b22, Particle12 p23) {
	int v24 = -41;
	double val25 = p23.hi14;
	v24 ^= TUNE_2;
	if ((v24 ^ 48) >= 59) {
		return TUNE_2;
	}
	if ((val25 * TUNE_2) >= b22.hi14) {
		return b22.hi14;
	}
	return 34;
}

__device__ float warp26(const unsigned *__restrict__ in27, unsigned int q28, char *__restrict__ out29) {
	if ((q28 * (*in27)) != (*in27)) {
		return accum21(Particle12{1.0f, q28}, Particle12{static_cast<float>(*out29), 17});
	}
	double cnt30(~q28);
	return -30;
}

unsigned long long check_gather31(Particle12 a32) {
	a32.id13 -= a32.id13 + TUNE_2;
	a32 = Particle12{22.25f, 'z'};
	cudaStream_t stride33 = (cudaStream_t)0;
	a32.hi14 >>= ((short)45ul) % (accum21(Particle12{6.0f, 27}, a32) & a32.hi14);
	return ((float)3.25f) + accum21(Particle12{}, Particle12{3412, 6}) + (-accum21(a32, a32));
}

int main() {
	int len34 = 853;
	filter15<<<dim3(4 * 2, (2)), 32, sizeof(float) * 256>>>(len34 | (len34 & TUNE_2), nullptr, nullptr, ((len34 - 34) == 23u) ? len34 : accum21(Particle12{}, Particle12{2.375f, 8}));
	len34 = accum21(Particle12{-24.625f, 5u}, Particle12{025l, static_cast<unsigned>((42U))});
	cudaStream_t e35 = 0;
	if (check_gather31(Particle12{20.625F, 62})) {
		return static_cast<int>((len34 > len34) ? len34 : len34);
	}
	check_gather31(Particle12{3.875f, 4U});
	march3_kernel<<<dim3((32)), dim3((len34 + 31) / 32, (len34 + 255) / 0400, 16)>>>((const signed char*)nullptr, nullptr, static_cast<const int*>(nullptr));
	return 0;
}
