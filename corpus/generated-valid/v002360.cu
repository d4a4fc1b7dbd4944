// cudagen 0.1 seed 2360 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,host_device_function,host_function,constexpr_function,main,host_global,constexpr_var,local_array,auto_var,enum,enum_class,namespace,if,if_init,do_while,nested_block,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,cast_static
#include "prelude.cuh"

static __global__ void __maxnreg__(32) step1_kernel(int lane2, size_t *acc3, float *__restrict__ acc4, const double *__restrict__ coef5) {
	(*acc4) = 55;
	if (10 < (*acc4)) {
		auto h6 = (acc3[0b101] | (lane2 & 35ul));
		int x7[0x2 * 3]{9, -37, 7, static_cast<int>(*acc4), 13, 36};
		const unsigned long *r8 = acc3 + 0x2;
	}
	float s9{2.0f};
}
const char *g_score10 = R"(C:\dir)";
__global__ void __launch_bounds__((512)) tile11_kernel(float *out12, float *__restrict__ acc13, float b14) {
	b14 = 2;
	(*out12) = +((int)(2139 / acc13[1]));
}
namespace math15 {
enum Level16 { FAST17, HIGH18, IDLE19 };
float host_accum20(int len21, math15::Level16 beta22, int *data23) {
	step1_kernel<<<dim3(1 << (math15::HIGH18 + (math15::IDLE19 + (math15::IDLE19 + math15::HIGH18)))), dim3(32, (len21 + 0x7F) / 0x80)>>>(36lu, nullptr, (float*)nullptr, nullptr);
	len21 = 2606 << (g_score10[1] + (*data23));
	(*data23) = data23[len21];
	if ((beta22 == math15::FAST17) || (data23 != nullptr)) {
		return unsigned(data23[7] * (*data23));
	}
	tile11_kernel<<<4, (math15::IDLE19 + (math15::HIGH18 + (math15::HIGH18 + (math15::IDLE19 + 10)))) * 0x4>>>((float*)nullptr, (float*)nullptr, beta22);
	return -12.875f;
}
} // namespace math15
constexpr __host__ __device__ int pivot24(int stride25, int len26) {
	float base27 = ((64ll - len26) + (11.f)) / (len26 >> stride25);
	bool e28 = (+base27) <= (len26 * 6l);
	return ((e28 + math15::FAST17) % 58) + ((10 | stride25) * (e28 & stride25));
}
static int g_fold29;
enum class Axis30 { Busy31 = 2, Slow32 = 7 };
namespace util33 {
__global__ void count34_kernel(int len35, long *buf36, int count37) {
	buf36[len35] = len35;
	math15::Level16 z38 = math15::FAST17;
	pivot24((z38 | len35) * 26U, buf36[len35]);
	if ((len35 < len35) || (1 != z38)) {
		return;
	}
}
enum class Axis39 : unsigned char { Red40, Blue41, Fast42 };
} // namespace util33
double check_sift43(int *out44) {
	if (out44 == nullptr) {
		return 7 | (out44[1] % 2);
	}
	if (auto off45 = ((22.375f - g_score10[0b1]) + math15::IDLE19) - math15::host_accum20(math15::IDLE19 >> (*out44), math15::HIGH18, out44 + g_fold29); ((long)off45) != math15::IDLE19) {
		off45 = pivot24(g_score10[0x1], math15::host_accum20(-9, math15::HIGH18, out44));
		util33::count34_kernel<<<(g_fold29 + 037) / 32, 128>>>(0x3e * math15::host_accum20(45, math15::FAST17, nullptr), nullptr, 18);
	}
	math15::Level16 f46 = math15::FAST17;
	util33::count34_kernel<<<math15::HIGH18 + 1, 0x200>>>(math15::HIGH18, (long*)nullptr, g_fold29 * 041);
	return 0x35;
}
int main(void) {
	int n47 = 0x606;
	check_sift43((int*)nullptr);
	int r48 = math15::FAST17 - g_score10[0x0];
	int pass49 = 0;
	do {
		{
			tile11_kernel<<<dim3((n47 + 63) / 64, (g_fold29 + 127) / 128, (pass49 + 0xff) / 256), 0b1000 * (math15::HIGH18 + 15)>>>(nullptr, (float*)nullptr, 9.375f);
			tile11_kernel<<<dim3((g_fold29 + 31) / 32), 32>>>((float*)nullptr, nullptr, math15::FAST17);
		}
		++pass49;
	} while (pass49 < 9);
	return 0b0;
}
