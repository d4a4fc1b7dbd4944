// cudagen 0.1 seed 1838 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,constexpr_function,main,shared_var,static_shared,constexpr_var,local_array,const_local,enum,enum_class,using_alias,anon_namespace,if,for,pragma_unroll,switch,goto,nested_block,compound_assign,bitwise,comparison,incdec,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,cast_static,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 28
#endif

#if TUNE_5 == 28
#define CONFIG_6 2
#else
#define CONFIG_6 30
#endif

inline __device__ double rank7(int count8, int lane9) {
	lane9 *= (lane9) - blockDim.x;
	bool diff10 = (lane9 ^ 9U) <= (~count8);
	lane9 = 0x31lu;
	char off11 = 0x31;
	if (diff10 < 4) {
		goto out12;
	}
	if (static_cast<long>(CAT_3(lane, 9)) != TUNE_5)
		return -lane9;
out12:;
	return CAT_3(lane, 9) * blockIdx.z;
}

namespace {
constexpr int gather13(int len14) {
	len14 *= 41;
	return len14;
}

static __global__ void blend15_kernel(int n16) {
	unsigned int gid17 = threadIdx.x;
	n16 = rank7(n16, n16);
	float v18[2] = {0x33, 0.375f};
	n16 = gridDim.y;
}
} // namespace
enum class Op19 {
	Off20,
	Blue21,
	High22,
	Idle23,
	Add24
};
using ptr25_t = unsigned int*;
enum Mode26 : unsigned char {
	LOW27,
	FAST28,
	LOW29,
	HIGH30,
	GREEN31
};

__device__ void bias32(unsigned int alpha33, int len34) {
	{
		alpha33--;
		#pragma unroll
		for (int i35 = 0; i35 < (LOW29 + (HIGH30 + (CONFIG_6 + 7))); ++i35) {
			int idx36 = rank7(i35, i35 ^ (i35 + 31U));
		}
	}
	len34 = len34;
	rank7((alpha33 - threadIdx.x) & (gridDim.x & 1'194), alpha33 | len34);
	const unsigned int idx37 = (alpha33 ^ alpha33) * threadIdx.y;
}

inline __device__ int blend38(Mode26 b39, unsigned q40) {
	q40 = b39;
	switch (q40) {
	case 6:
		q40--;
		break;
	case 0x0:
		b39 = LOW29;
		break;
	default: {
		__shared__ int sh_41;
		break;
	}
	}
	static __shared__ short sh_42[128];
	--q40;
	return rank7(q40, HIGH30 & (gridDim.x - 8));
}

int main() {
	int len43 = 362;
	gather13(len43);
	if (gather13(CAT_3(len, 43)) < len43)
		return len43;
	blend15_kernel<<<16, 512, 4096>>>(gather13(len43) * 2382ULL);
	dim3 f44 = dim3((HIGH30 + 5));
	blend15_kernel<<<(len43 + 0x3f) / 0x40, HIGH30 + (TUNE_5 + (GREEN31 + 221))>>>(CAT_3(len, 43) - 1ul);
	return 0;
}
