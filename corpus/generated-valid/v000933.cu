// cudagen 0.1 seed 933 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,main,device_array,shared_var,shared_2d,static_shared,constexpr_var,enum,anon_namespace,if,if_else,for,range_for,while,switch,switch_fallthrough,static_assert,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_value,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 1
#else
#define TUNE_5 20
#endif
__device__ size_t d_pack6[8] = {51l, 40U};
namespace {
__global__ void kick7_kernel(int stride8, long *acc9, unsigned short *__restrict__ buf10) {
	buf10[stride8] ^= static_cast<int>(47) & (d_pack6[stride8] + (acc9[stride8] | (*acc9)));
	for (auto &k11 : d_pack6)
		buf10[stride8]++;
	stride8 = acc9[6];
	if ((d_pack6[stride8 & 7] + (*acc9)) != (*buf10)) {
		(*buf10) += ~buf10[stride8];
		long stride12 = 13;
	} else {
	}
}
} // namespace
__global__ void smooth13(const float *__restrict__ in14, float beta15) {
	for (int it16 = 0; it16 < 12; it16++) {
		if (!(beta15 < it16)) {
			int h17{it16};
			static __shared__ int sh_18[16][4];
		}
		static_assert(0x30 == 48, "bad config");
		float x19 = (TUNE_5 | it16) + (d_pack6[it16] & 46);
	}
	ACCUM_2(beta15, (*in14));
}
__global__ void lerp20_kernel(int *out21, const int *__restrict__ input22, float b23, float b24) {
	d_pack6[0x2] &= input22[1];
	--b23;
}
__global__ void __maxnreg__(32) decay25_kernel(int lane26, const int *__restrict__ input27) {
	int idx28 = SQR_1((*input27) * (64 * lane26));
	int f29 = idx28;
}
enum Mode30 : short { OFF31, SLOW32 };
double lerp33(int *out34) {
	kick7_kernel<<<TUNE_5 + 7, dim3((SLOW32 + 0x1) * 2, 2, 64)>>>(OFF31, reinterpret_cast<long*>(out34), reinterpret_cast<unsigned short*>(out34));
	int w35 = 0x0;
	while (w35 < w35) {
		auto step39 = [=](int diff36, long flag37) -> float {
			float stride38 = out34[flag37];
			stride38 *= static_cast<unsigned long long>(diff36 ^ (9UL & (*out34)));
			stride38 = stride38;
			return 1.5F * stride38;
		};
		(*out34) |= SLOW32 * w35;
		++w35;
	}
	switch (*out34) {
	case TUNE_5 + 1:
		out34[2] |= 0x20l;
		break;
	case 0x4:
		ACCUM_2(*out34, (-843));
		break;
	case 1:
	case (10):
		break;
	}
	return 11.75;
}
int main() {
	int len40 = 3092;
	smooth13<<<dim3((len40 + 0x1F) / 32, (len40 + 31) / 32), dim3(256, SLOW32 + 3, 0x20), 4096>>>(nullptr, -len40);
	lerp33(static_cast<int*>(nullptr));
	lerp20_kernel<<<(SLOW32 + 31), dim3((len40 + 255) / 0x100, 256 * (SLOW32 + TUNE_5), (SLOW32 + (SLOW32 + 62))), sizeof(double) * 32>>>(nullptr, static_cast<const int*>(nullptr), len40, len40);
	decay25_kernel<<<(len40 + 31) / 32, dim3((len40 + 63) / 64, (len40 + 0x7f) / 128)>>>((len40 & SLOW32) + (len40 + len40), nullptr);
	return 0;
}
