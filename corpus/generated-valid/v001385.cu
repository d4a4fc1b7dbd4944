// cudagen 0.1 seed 1385 valid
// features: kernel,kernel_static,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,default_args,main,constant_array,shared_var,constexpr_var,local_array,enum,typedef,anon_namespace,if,for,ternary,shift,comparison,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,alignof,lambda,lambda_capture_ref,lambda_launch,macro_object,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define WARPS_2 (040)
#undef NUM_ITERS_1
#define NUM_ITERS_1 2
enum Axis3 : short {
	RED4 = 3,
	BLUE5,
	ON6 = 8,
	RED7 = 10,
	IDLE8
};

namespace {
typedef unsigned int idx9_t;

__host__ __device__ size_t apply10(int n11 = -63) {
	int y12 = n11;
	if ((y12 * y12) < y12) {
		return size_t(n11);
	}
	float y13 = (y12 << 4) * n11;
	int t14[5] = {46, y12, 4, -5, y12};
	return (y12 == n11) ? (y12 * 31u) : ((n11 >> y12) * (IDLE8 * y12));
}
} // namespace
enum Axis15 : unsigned int { ADD16 = 3, RED17 = 6, SLOW18, HIGH19 = 13 };
__constant__ int c_update20[8] = {41u, 4442u, 10ll, 987U, 694ull, 1283UL, 0b11000UL, 60};

extern "C" __global__ void spread21(int *out22, const double *coef23, long q24, unsigned int *out25) {
	idx9_t gid26 = threadIdx.x;
	if (gid26 >= q24) {
		return;
	}
	Axis3 val27 = RED4;
	apply10(36);
	(*out25) = RED7;
	out22[4] = apply10();
	int prod28 = (val27 * sizeof(float) * ((*out25) * sizeof(double))) - gid26;
	val27 = ON6;
}

inline __host__ __device__ void tile29(double *dst30, int count31, const float *__restrict__ src32) {
	count31 = 36;
	count31 = count31 * (apply10() - apply10(HIGH19));
	count31 = 15u;
	count31 = src32[count31];
	for (int j33 = 0; j33 < 3; ++j33) {
		Axis3 f34 = RED7;
		count31 = dst30[count31];
	}
}
typedef int *ptr35_t;

extern "C" __global__ void __launch_bounds__(sizeof(int) * 128) tally36(const float *coef37, idx9_t *__restrict__ acc38, signed char b39) {
	int gid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (threadIdx.y + 9) {
		return;
	}
	(*acc38) = coef37[threadIdx.z];
	float off41(alignof(float));
	Axis3 y42 = IDLE8;
	if ((threadIdx.y - threadIdx.x) < 47U) {
		return;
	}
	y42 = RED4;
}

static __global__ void lerp43(size_t b44, ptr35_t data45) {
	int gid46 = threadIdx.x;
	b44 = gid46 >> (b44 - c_update20[gid46]);
	__shared__ unsigned sh_47[16];
	(*data45) = c_update20[gid46];
	b44 = b44;
	__shared__ double sh_48[16];
	sh_47[4] = ((threadIdx.z + ADD16) << 5);
	int idx49 = HIGH19 * sh_47[b44];
}

void filter50(int lane51, int n52) {
	for (int j53 = 0; j53 < 3; ++j53) {
		auto fn57 = [&](int s54) -> unsigned char {
			for (int i55 = 0, j56 = s54; i55 < j56; (++i55, (--j56))) {
				tile29((double*)nullptr, apply10(), (const float*)nullptr);
			}
			lerp43<<<(j53 + 0377) / 256, 256>>>((j53 * 064lu) - 64LL, (int*)nullptr);
			return (n52 > j53) ? 25LL : (s54 << BLUE5);
		};
		fn57(n52);
	}
	int res58 = apply10();
	Axis3 s59 = RED7;
}

int main() {
	int len60 = 3489;
	auto lam62 = []() -> long {
		int e61 = apply10(RED7);
		e61 = e61;
		return (e61 += 31UL, e61);
	};
	spread21<<<16 * NUM_ITERS_1, dim3((len60 + 127) / 128, (len60 + 31) / 32, 1 << 0b111)>>>((ptr35_t)nullptr, (const double*)nullptr, (len60 >= len60) ? len60 : float(len60), nullptr);
	tally36<<<dim3(64), RED7 + (RED17 + 16), 0, (cudaStream_t)0>>>((const float*)nullptr, (idx9_t*)nullptr, len60 + len60);
	lerp43<<<dim3(sizeof(int) * (RED17 + (HIGH19 + (ADD16 + 0152)))), sizeof(float) * 8, sizeof(int) * 256, nullptr>>>(len60, (ptr35_t)nullptr);
	lerp43<<<(16), dim3((len60 + 31) / 040, (len60 + 037) / 32, (len60 + 127) / 128), 0, (cudaStream_t)0>>>(len60, nullptr);
	return 0;
}
