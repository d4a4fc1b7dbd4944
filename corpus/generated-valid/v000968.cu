// cudagen 0.1 seed 968 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,builtin_vars,device_function,host_device_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,enum_class,typedef,anon_namespace,if,for,goto,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 21
#endif

__global__ void __launch_bounds__(1024) warp4(int *__restrict__ data5, long long b6)
{
	extern __shared__ float dyn_7[];
	for (int i8 = 0, j9 = 7; i8 < j9; (++i8, (--j9))) {
		if ((b6 + 38) == i8) {
			return;
		}
		float f10 = data5[2];
		if (!(blockDim.x != blockIdx.x)) {
			continue;
		}
	}
}

namespace {
inline constexpr int RADIUS11 = TUNE_3 + 27;
typedef unsigned char idx12_t;
enum Phase13 : short { MUL14, HIGH15 };
} // namespace
enum class Op16 { Slow17, Mul18 };

__global__ void __maxnreg__(128) warp19(int len20, const int *__restrict__ src21)
{
	len20 = src21[7] - 0b1010;
	++len20;
	if (RADIUS11 >= src21[0]) {
		return;
	}
	float flag22 = CAT_1(len, 20);
	(len20++, (len20 = (59LL + CAT_1(flag, 22)) / ((src21[len20] - 3) + warpSize)));
	--len20;
}

__host__ __device__ float combine23(int lane24, int count25)
{
	if (count25 != (CAT_1(lane, 24) - 30L)) {
		goto skip26;
	}
	count25 = lane24;
	count25 = MUL14;
skip26:;
	return CAT_1(lane, 24) - 18.125F;
}
enum Level27 { RED28, LOW29 = 2, ADD30 };

__device__ unsigned scale31(unsigned long cfg32, int count33, float q34)
{
	int res35((combine23(4642UL, cfg32) * (59LL * gridDim.x)) / (gridDim.x + combine23(39UL, count33)));
	constexpr int w36 = HIGH15 + (016);
	q34 = 39;
	double res37[7] = {};
	if ((+blockDim.x) > threadIdx.y) {
		return combine23(res37[3], -4943);
	}
	res37[6] = res37[0] - 4.5F;
	int lo38(CAT_1(count, 33));
	return cfg32 + (q34 += 22.375f, combine23(count33, 3669U));
}

int main()
{
	int len39 = 07262;
	len39 = 57l;
	warp4<<<8, (RADIUS11 + 96) * 2>>>(nullptr, 428);
	long acc40 = RADIUS11;
	warp19<<<(len39 + 127) / 128, (HIGH15 + 0777)>>>(acc40, nullptr);
	return 0;
}
