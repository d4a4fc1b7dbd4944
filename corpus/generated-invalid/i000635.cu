// cudagen 0.1 seed 635 invalid:host_call_configured
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,default_args,main,host_global,constexpr_var,local_array,static_local,namespace,if,if_else,for,pragma_unroll,goto,static_assert,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))

int check_score2(float alpha3, int count4) {
	if (alpha3 != SQR_1(alpha3)) {
		static int y5 = 30;
		y5 = 1564;
	}
	return 9 - count4;
}
float g_trace6[] = {17.5F, 4656ULL, 36u, 0x8, 1.5f};

static __global__ void __launch_bounds__(128) drift7(float beta8, short a9) {
	a9 &= 0x23U;
	if ((beta8 - a9) > beta8)
		return;
	float mid10[7]{beta8, static_cast<float>(1446), 24.5F, static_cast<float>(4582), static_cast<float>(sizeof(signed char)), beta8, beta8};
	int lo11 = sizeof(unsigned char) + beta8;
	float m12 = lo11;
	if (lo11)
		return;
}
/* Computes one element per thread. */

__global__ void norm13(int *buf14, unsigned short *out15, int count16) {
	double flag17 = count16;
	(*buf14) = SQR_1(buf14[count16] + count16 + buf14[5]);
	if (((*buf14) / flag17) < (*out15)) {
		if ((((buf14[count16] <= 14lu) ? buf14[count16] : 1) * (52 - count16)) < ((int)count16)) {
			for (int it18 = count16; it18 > 0; --it18) {
				unsigned char v19 = +(flag17 * (255l * count16));
				v19 |= 45 + (*buf14);
			}
		}
	} else {
	}
}

namespace img20 {
const char *g_accum21 = "warp size";
} // namespace img20

template <typename T, int N = 2>
__global__ void scale22(const T *input23, short cfg24) {
	T prod25 = SQR_1(cfg24) * ((N / cfg24) * ((cfg24 < cfg24) ? N : 0xf));
	prod25 -= 22.625;
	T tmp26(prod25 - N);
	if (prod25 == 47) {
		goto done27;
	}
	tmp26 = cfg24;
done27:;
}

__global__ void __launch_bounds__(16 * 8) bump28_kernel(unsigned char q29) {
	if (0b100101U > (q29 - q29)) {
		float s30[6]{static_cast<float>(q29), -2.625f, -6, static_cast<float>(q29), 12.125F, 3783};
		q29 |= q29;
		q29 = q29;
	} else if (((char)q29) < q29) {}
}

namespace ops31 {
__global__ void __launch_bounds__((256)) decay32(int len33, unsigned int *__restrict__ data34, int lane35, short *__restrict__ dst36) {
	if (dst36[lane35] > data34[0x0]) {
		if ((*dst36) > 12U) {
			constexpr bool lo37 = false;
		} else {
			#pragma unroll
			for (int it38 = 0; it38 < len33; it38++) {
				data34[len33] = 29ul;
				lane35 -= 1025 / (SQR_1(lane35) - ('#' + (*data34)));
			}
		}
		lane35 ^= len33 - (data34[lane35] * 2085);
	} else if ((*data34) != (*dst36)) {}
}

float clamp39(float b40, int stride41 = 0b1101UL) {
	g_trace6[1] *= SQR_1(img20::g_accum21[0] + 7u);
	ops31::decay32<<<(stride41 + 0b111111) / 0x40, (256)>>>((b40 * 9) + 2909l, nullptr, SQR_1(img20::g_accum21[0]), static_cast<short*>(nullptr));
	b40 /= img20::g_accum21[0];
	cudaStream_t w42 = nullptr;
	size_t s43[(0x7)] = {};
	dim3 lo44((stride41 + 0b11111111) / 256);
	return (+(18.25f - b40)) - img20::g_accum21[0];
}

__global__ void sift45_kernel(float *out46, const signed char *coef47, int stride48) {
	stride48 -= '#';
	if (((*coef47) + (coef47[stride48] * stride48)) < (sizeof(short) * stride48)) {
		int val49{51U};
	}
	(*out46) = SQR_1(out46[stride48]) * (coef47[stride48] - coef47[1]) * (((*out46) + 12.625f) * out46[3]);
	stride48 = sizeof(double) - (*out46);
}
} // namespace ops31

long kick50(int lane51, int lane52, int n53 = 10U) {
	if (n53 > '#')
		return SQR_1(img20::g_accum21[1]);
	float lim54[4] = {-9.75f, 8.F};
	for (int i55 = 0b1100; i55 > 0x0; --i55)
		ops31::decay32<<<dim3(128), dim3(256, 32, (lane52 + 31) / 0x20)>>>(n53, static_cast<unsigned int*>(nullptr), lane52, nullptr);
	const char *v56 = img20::g_accum21;
	n53 %= n53 + (lane51 * (47lu));
	return SQR_1(SQR_1(n53) + (n53 * g_trace6[1]));
}
void host_step59(int n)
{
    (void)n;
}

int main(void) {
	int count57 = 0x41F;
	host_step59<<<1, 1>>>(4);
	static_assert(sizeof(int) == 4);
	float h58 = 17.625F;
	count57 = 11;
	drift7<<<(count57 + 63) / 64, 256, 256, 0>>>(h58, g_trace6[3] * 0b101);
	norm13<<<256, 256, 4096, nullptr>>>(&count57, nullptr, img20::g_accum21[0]);
	scale22<int, ((2))><<<1, 128>>>(&count57, 42L);
	return 0x0;
}
