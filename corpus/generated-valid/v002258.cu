// cudagen 0.1 seed 2258 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_template_function,host_function,main,device_array,constexpr_var,auto_var,struct,class_private,enum_class,using_alias,if,for,pragma_unroll,goto,static_assert,ternary,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define CHUNK_2 3
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 41
#endif

class Vec6 {
	int vel7;
public:
	__host__ __device__ Vec6(int b8) : vel7(b8) {}
	__host__ __device__ void mix9(float z10) {
		++vel7;
	}
	__host__ __device__ void reset11(int z12) {
		vel7 = z12 >> vel7;
	}
};

__global__ void __maxnreg__(128) relax13_kernel(const double *input14, float *buf15) {
	int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	auto v17 = (i16 * buf15[1]) / (CHUNK_2);
	(*buf15) = input14[0x4];
	unsigned int mid18((33ll - blockIdx.x) + 19);
}
static_assert(sizeof(int) == 4);
__device__ int d_warp19[64] = {'\?', 45, 63UL, 42};
enum class Axis20 : unsigned int {
	High21 = 1,
	Idle22 = 7,
	Busy23,
	Busy24,
	Busy25
};

struct Span26 {
	float id27;
	int x28;
};
using rec29_t = Span26;

template <typename T, int N = 3>
__device__ T fuse30(T *dst31, T cfg32, const T *coef33) {
	Axis20 off34 = Axis20::High21;
	#pragma unroll 4
	for (int it35 = 0, j36 = 11; it35 < j36; (++it35, (--j36))) {
		Span26 flag37 = Span26{};
	}
	T prod38 = dst31[2] + (30l % (d_warp19[60] + N));
	cfg32 = (d_warp19[30] += cfg32, ((+d_warp19[gridDim.x]) * 0x25ull));
	Span26 m39 = Span26{12.25f, 22};
	if (off34 == Axis20::High21) {
		goto done40;
	}
	(cfg32--, (m39 = m39));
done40:;
	return ((54 - m39.id27) + (17.125f * cfg32)) / (threadIdx.y - d_warp19[15]);
}

__global__ void accum41(unsigned long a42, size_t p43, bool beta44, int stride45) {
	int tid46 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid46 >= stride45) {
		return;
	}
	for (int j47 = (blockIdx.x * blockDim.x) + threadIdx.x; j47 < stride45; j47 += blockDim.x * gridDim.x) {
		#pragma unroll 2
		for (int i48 = 0, j49 = j47; i48 < j49; (++i48, (--j49))) {
			float sum50{10.625f};
			d_warp19[61] = blockIdx.x;
		}
	}
}

double run_stencil51(long long alpha52) {
	if (alpha52 >= 5UL) {
		goto out55;
	}
	relax13_kernel<<<1 << 6, 256, 1 << (CHUNK_2 + (CHUNK_2 + 2)), (cudaStream_t)0>>>((const double*)nullptr, (float*)nullptr);
	for (int it53 = (12); it53 > 0; --it53) {
		alpha52 = NUM_ITERS_1;
		auto u54 = alpha52;
	}
out55:;
	return alpha52;
}

int main() {
	int count56 = 2882;
	count56 = ((CHUNK_2 + count56) - (CAT_3(count, 56) / CHUNK_2)) * 58;
	accum41<<<(count56 + 127) / 0x80, 32>>>(39L, 4336 + count56, count56 == count56, ((count56 * count56) >= 26) ? TUNE_5 : (12 % count56));
	count56 = count56;
	count56 = 7 * count56;
	count56 = (count56 * CAT_3(count, 56)) + '\?';
	return 0;
}
