// cudagen 0.1 seed 243 valid
// features: kernel,kernel_static,launch,launch_shared_mem,builtin_vars,grid_stride_loop,host_device_function,device_template_function,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,local_array,auto_var,struct,class_private,if,for,pragma_unroll,static_assert,ternary,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define CHUNK_1 5
#define RADIUS_2 8
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

static __global__ void accum6(int* acc7) {
	extern __shared__ float dyn_8[];
	acc7[threadIdx.x] = -22L;
	unsigned int cnt9 = -(((*acc7) * 0x36u) - dyn_8[0x3]);
	for (int n10 = 0; n10 < 6; ++n10) {
		++(*acc7);
		auto sum11 = n10;
		float idx12 = (warpSize + (CHUNK_1 * n10)) / (RADIUS_2 + (threadIdx.y + 15.25F));
	}
	static_assert(8 == 8, "bad config");
}

class Sample13 {
	long long w14;
	float sum15;
	long weight16;
public:
	__host__ __device__ Sample13(long long b17, float c18, long b19) : w14(b17), sum15(c18), weight16(b19) {}
	__host__ __device__ long reset20(int lo21) const {
		lo21 = w14;
		long long stride22{w14};
		return lo21 * CAT_5(w, 14);
	}
	__host__ __device__ long long total23(unsigned f24) const {
		Sample13 cnt25{8ll, static_cast<float>(1.25f * CAT_5(w, 14)), static_cast<long>((62))};
		return sizeof(Sample13);
	}
};

class Stats26 {
	int weight27;
	long x28;
public:
	__host__ __device__ Stats26(int c29, long a30) : weight27(c29), x28(a30) {}
	__host__ __device__ int apply31(int stride32) const {
		return (CAT_5(x, 28));
	}
	__host__ __device__ long reset33() const {
		return 0x2a + x28;
	}
};

__global__ void sift34(int n35, int* buf36, int count37, const float* coef38) {
	int tid39 = threadIdx.x;
	float prod40 = threadIdx.x;
	for (int n41 = (blockIdx.x * blockDim.x) + threadIdx.x; n41 < 12; n41 += blockDim.x * gridDim.x) {
		#pragma unroll 4
		for (int i42 = (blockIdx.x * blockDim.x) + threadIdx.x; i42 < 0x6; i42 += blockDim.x * gridDim.x) {
			float lim43 = tid39 * (1.125f / i42);
			if (((warpSize >= n41) ? CAT_5(count, 37) : lim43) >= blockDim.x)
				return;
		}
	}
	static __shared__ long long sh_44[9][8];
}

__host__ __device__ int sweep45(float* out46) {
	long hi47 = (*out46) - (*out46);
	int w48[2] = {-39};
	static_assert(sizeof(int) == 4);
	for (int n49 = 0x0; n49 < 4; ++n49) {
		hi47 = CHUNK_1 + (CAT_5(n, 49) * ((out46[n49] > 49) ? sizeof(Sample13) : out46[6]));
		if ((hi47 - (*out46)) >= 31)
			break;
	}
	return (*out46) + (0x13 + w48[0]) + hi47;
}
// Helper used by the kernels below.

template <typename T, typename U>
__device__ __host__ long blend50(const U* input51) {
	for (int it52 = 6; it52 > 0; --it52) {
		int z53 = 42U;
		z53 = (41);
	}
	if (10 < sweep45((float*)nullptr))
		return input51[4];
	return sweep45((float*)nullptr) + sweep45((float*)nullptr) + (input51[7] - CHUNK_1);
}

int main() {
	int len54 = 0xB13;
	accum6<<<0x2 * 2, 64, 1024>>>(&len54);
	accum6<<<(len54 + 0x1f) / 32, 512, 0x0>>>(&len54);
	sift34<<<4, CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 108)))>>>((30U) - sweep45(nullptr), &len54, ((CAT_5(len, 54) + CAT_5(len, 54)) > len54) ? (len54 * len54) : (alignof(double) % len54), nullptr);
	int diff55 = (((-len54) != len54) ? len54 : len54) / ((len54 * CAT_5(len, 54)) / (8 - len54));
	return 0;
}
