// cudagen 0.1 seed 75 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,device_forceinline,main,device_array,constexpr_var,auto_var,struct,struct_template,if,for,pragma_unroll,while,switch,goto,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define RADIUS_1 3
#define CHUNK_2 (RADIUS_1 + 29)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#if CHUNK_2 > 10
#define CONFIG_6 6
#else
#define CONFIG_6 10
#endif
#undef CONFIG_6
#define CONFIG_6 8
constexpr unsigned int TILE7 = (sizeof(int) * (RADIUS_1 + 1));

__device__ __forceinline__ unsigned int split8(int count9) {
	if ((CAT_5(count, 9) + 3993) < (count9 * (4 % CAT_5(count, 9)))) {
		count9 = 'A';
		++count9;
		int idx10 = (count9 += count9, ((TILE7) ^ count9));
	}
	return (TILE7 & count9) * ((+count9) + blockIdx.x);
}

__global__ void filter11(size_t *dst12, int *__restrict__ acc13, float *dst14, const float *__restrict__ coef15) {
	static_assert(sizeof(int) == 4, "expected value");
	int k16{64};
}

struct Tile17 {
	float val18;
	float w19;
	unsigned int weight20;
	bool id21;
};
__device__ float d_weigh22[16] = {-17, 44u, 11.0f};

__global__ void shade23(int lane24, bool cfg25, const unsigned char *in26) {
	int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int pass28 = 0;
	while (pass28 < tid27) {
		#pragma unroll
		for (int j29 = 0; j29 < lane24; ++j29) {
			if ((cfg25 < (cfg25 + d_weigh22[gridDim.x])) && (split8(62ULL) == in26[4])) {
				static_assert(49 == 49);
				constexpr long off30 = CONFIG_6 + 46;
			}
		}
		++pass28;
	}
}

template <typename T>
struct Acc31 {
	T vel32;
	double w33;
	int flag34;
	__host__ __device__ int reset35() const {
		return 33;
	}
};

__global__ void rank36_kernel(int stride37, const double *coef38, const float *src39, const size_t *src40) {
	int tid41 = threadIdx.x;
	if (gridDim.y << tid41) {
		goto finish46;
	}
	if (tid41 >= stride37) {
		return;
	}
	switch (tid41 * threadIdx.x) {
	case 2 * (RADIUS_1 + 2): {
		for (int it42 = (blockIdx.x * blockDim.x) + threadIdx.x; it42 < 16; it42 += blockDim.x * gridDim.x) {
			Acc31<long> base43 = {8L, 3.0, 4826UL};
		}
		float stride44 = d_weigh22[stride37 & 15] / ((src40[stride37] - TILE7) - split8(sizeof(double)));
		break;
	}
	}
	if (((int)(src39[tid41] * 957U)) >= (d_weigh22[9] += gridDim.x, blockIdx.y)) {
		stride37 = (int)(((stride37) == 50) ? split8(stride37) : (src40[0] - (*src39)));
		auto lo45 = split8(((*src40) * threadIdx.z));
	}
finish46:;
}

int main() {
	int n47 = 3'605;
	n47 = 'A';
	if ((n47 - n47) == TILE7) {
		return TILE7;
	}
	filter11<<<(n47 + 255) / 256, dim3((32), (n47 + 255) / 256), sizeof(float) * 128>>>((unsigned long*)nullptr, (int*)nullptr, (float*)nullptr, (const float*)nullptr);
	shade23<<<dim3((n47 + 127) / 0b10000000), 1 << (RADIUS_1 + 4)>>>(n47, n47 != n47, (const unsigned char*)nullptr);
	rank36_kernel<<<(n47 + 127) / 128, (128)>>>(sizeof(float), (const double*)nullptr, (const float*)nullptr, (const unsigned long*)nullptr);
	return 0;
}
