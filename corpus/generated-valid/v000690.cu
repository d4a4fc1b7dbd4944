// cudagen 0.1 seed 690 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_noinline,main,shared_var,static_shared,extern_shared,constexpr_var,auto_var,if,for,pragma_unroll,goto,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_launch,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 40
#endif

inline __device__ unsigned int accum6(short q7, int lane8, double cfg9) {
	#pragma unroll
	for (int it10 = 0, j11 = 12; it10 < j11; (++it10, (--j11))) {
		for (int i12 = 0; i12 < j11; ++i12) {
			static __shared__ char sh_13;
			sh_13 = 51;
		}
		lane8 = (+threadIdx.x) * cfg9;
		if (j11 == q7) {
			return cfg9 * lane8;
		}
	}
	return lane8 << (8L - q7);
}
// Returns the accumulated value.

__global__ void lerp14_kernel(float p15, float *__restrict__ acc16, const float *__restrict__ input17) {
	extern __shared__ int dyn_18[];
	int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ int sh_20;
	long y21 = double(dyn_18[0]);
	if (y21 != p15) {
		goto done23;
	}
	#pragma unroll 8
	for (int j22 = (blockIdx.x * blockDim.x) + threadIdx.x; j22 < 5; j22 += blockDim.x * gridDim.x) {
		if ((y21 * p15) <= sizeof(int)) {
			return;
		}
		(dyn_18[sh_20]--, (sh_20 = 36UL));
	}
done23:;
}

__device__ __noinline__ float kick24(int len25, const double *src26) {
	auto lim27 = src26[len25];
	float cnt28 = accum6(int((src26[gridDim.x])), (len25 >> 0) - (4 * lim27), 4.5f);
	accum6(blockDim.x, accum6(63, blockIdx.x, *src26) / (*src26), TUNE_5);
	accum6(-4485, -3221l, -39);
	float x29 = 8 / ((-lim27) - 21.75f);
	++cnt28;
	--x29;
	return 1.625f;
}

int main() {
	int count30 = 417;
	auto lam33 = [=](float res31, unsigned int hi32) mutable -> short {
		count30 = 0b1000lu;
		res31 = res31;
		lerp14_kernel<<<(count30 + 127) / 128, 1 << 9, 0, nullptr>>>(MAX2_2(hi32 + hi32, res31 - 38), nullptr, nullptr);
		return hi32;
	};
	lam33(count30, 49);
	count30 = lam33(count30, count30);
	float r34 = +count30;
	if ((r34 * r34) >= TUNE_5) {
		return TWICE_PLUS_1(count30, lam33(count30, r34));
	}
	return 0;
}
